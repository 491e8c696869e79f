public class Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    public bool IsAnagram(string s, string t) {
        if (s.Length != t.Length) return false;
        int[] balance = new int[26];
        foreach (char c in s) balance[c - 'a']++;
        foreach (char c in t)
            if (--balance[c - 'a'] < 0) return false;
        return true;
    }
}
