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
    ListNode* mergeTwoLists(ListNode* list1, ListNode* list2) {
        ListNode dummy(0);
        ListNode* tail = &dummy;
        while (list1 && list2) {
            ListNode*& smaller = list1->val <= list2->val ? list1 : list2;
            tail = tail->next = smaller;
            smaller = smaller->next;
        }
        tail->next = list1 ? list1 : list2;
        return dummy.next;
    }
};
