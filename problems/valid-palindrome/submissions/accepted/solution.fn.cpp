class Solution {
public:
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    bool isPalindrome(string s) {
        int left = 0, right = (int)s.size() - 1;
        while (left < right) {
            if (!isalnum((unsigned char)s[left])) {
                left++;
            } else if (!isalnum((unsigned char)s[right])) {
                right--;
            } else {
                if (tolower((unsigned char)s[left]) != tolower((unsigned char)s[right])) return false;
                left++;
                right--;
            }
        }
        return true;
    }
};
