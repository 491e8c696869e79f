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
    ListNode* reverseList(ListNode* head) {
        // Write your solution here
        return nullptr;
    }
};
