public class Solution {
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    public bool IsPalindrome(string s) {
        int left = 0, right = s.Length - 1;
        while (left < right) {
            char a = s[left], b = s[right];
            if (!char.IsLetterOrDigit(a)) {
                left++;
            } else if (!char.IsLetterOrDigit(b)) {
                right--;
            } else {
                if (char.ToLowerInvariant(a) != char.ToLowerInvariant(b)) return false;
                left++;
                right--;
            }
        }
        return true;
    }
}
