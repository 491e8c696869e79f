#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    string longestPalindrome(string s) {
        int n = s.size(), bestStart = 0, bestLength = 1;
        // Centers in left-to-right order: 2*i is the character i, 2*i+1 the gap after it.
        for (int center = 0; center < 2 * n - 1; center++) {
            int left = center / 2, right = left + center % 2;
            while (left >= 0 && right < n && s[left] == s[right]) {
                left--;
                right++;
            }
            int length = right - left - 1;
            // Strictly longer only, so the leftmost of equally long palindromes is kept.
            if (length > bestLength || (length == bestLength && left + 1 < bestStart)) {
                bestLength = length;
                bestStart = left + 1;
            }
        }
        return s.substr(bestStart, bestLength);
    }
};

// ---------- Input/output helpers: each input line holds one JSON value ----------
// Reads a JSON string such as "abc" (inputs never need escape sequences).
static string parseString(const string& line) {
    size_t first = line.find('"'), last = line.rfind('"');
    return line.substr(first + 1, last - first - 1);
}

static string toJson(const string& text) { return "\"" + text + "\""; }

int main() {
    ios::sync_with_stdio(false);
    string sLine;
    getline(cin, sLine);
    string s = parseString(sLine);
    cout << toJson(Solution().longestPalindrome(s)) << "\n";
    return 0;
}
