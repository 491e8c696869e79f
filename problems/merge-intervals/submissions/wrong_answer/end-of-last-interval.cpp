// Wrong: when an interval overlaps the current merged one, it takes the new interval's end instead
// of the larger end, so a contained interval cuts the merged one short ([1,10],[2,3] -> [1,3]).
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    vector<long long> numbers;
    for (const char* p = line.c_str(); *p;) {
        if (isdigit((unsigned char)*p)) {
            char* end;
            numbers.push_back(strtoll(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    vector<pair<long long, long long>> intervals;
    for (size_t i = 0; i + 1 < numbers.size(); i += 2) intervals.push_back({numbers[i], numbers[i + 1]});
    sort(intervals.begin(), intervals.end());
    vector<pair<long long, long long>> merged;
    for (auto [start, end] : intervals) {
        if (!merged.empty() && start <= merged.back().second) merged.back().second = end;
        else merged.push_back({start, end});
    }
    string out = "[";
    for (size_t i = 0; i < merged.size(); i++)
        out += (i ? ",[" : "[") + to_string(merged[i].first) + "," + to_string(merged[i].second) + "]";
    cout << out << "]\n";
}
