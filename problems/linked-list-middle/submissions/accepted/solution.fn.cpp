/**
 * Defined for you (do not redefine):
 * struct ListNode {
 *     int val;
 *     ListNode* next;
 *     ListNode(int v) : val(v), next(nullptr) {}
 * };
 */
class Solution {
public:
    ListNode* middleNode(ListNode* head) {
        ListNode* slow = head;
        ListNode* fast = head;
        while (fast && fast->next) {
            slow = slow->next;
            fast = fast->next->next;
        }
        return slow;
    }
};
