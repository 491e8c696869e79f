class Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    public boolean isAnagram(String s, String t) {
        if (s.length() != t.length()) return false;
        int[] balance = new int[26];
        for (int i = 0; i < s.length(); i++) balance[s.charAt(i) - 'a']++;
        for (int i = 0; i < t.length(); i++)
            if (--balance[t.charAt(i) - 'a'] < 0) return false;
        return true;
    }
}
