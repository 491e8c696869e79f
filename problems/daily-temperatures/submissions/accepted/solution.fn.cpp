class Solution {
public:
    vector<int> dailyTemperatures(vector<int> temperatures) {
        int n = temperatures.size();
        vector<int> wait(n, 0);
        vector<int> waiting;  // days still without a warmer day; the coldest is on top
        for (int day = 0; day < n; ++day) {
            while (!waiting.empty() && temperatures[waiting.back()] < temperatures[day]) {
                wait[waiting.back()] = day - waiting.back();
                waiting.pop_back();
            }
            waiting.push_back(day);
        }
        return wait;
    }
};
