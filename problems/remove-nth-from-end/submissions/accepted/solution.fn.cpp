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
    ListNode* removeNthFromEnd(ListNode* head, int n) {
        ListNode dummy(0);
        dummy.next = head;
        ListNode* lead = &dummy;
        ListNode* trail = &dummy;
        for (int i = 0; i < n; ++i) lead = lead->next;
        while (lead->next) {
            lead = lead->next;
            trail = trail->next;
        }
        trail->next = trail->next->next;
        return dummy.next;
    }
};
