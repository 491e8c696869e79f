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
    ListNode* mergeKLists(vector<ListNode*> lists) {
        auto later = [](ListNode* a, ListNode* b) { return a->val > b->val; };
        priority_queue<ListNode*, vector<ListNode*>, decltype(later)> heap(later);
        for (ListNode* head : lists)
            if (head) heap.push(head);
        ListNode dummy(0);
        ListNode* tail = &dummy;
        while (!heap.empty()) {
            ListNode* node = heap.top();
            heap.pop();
            tail = tail->next = node;
            if (node->next) heap.push(node->next);
        }
        return dummy.next;
    }
};
