public class Solution {
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    public IList<IList<string>> GroupAnagrams(string[] strs) {
        Dictionary<string, List<string>> byLetters = new Dictionary<string, List<string>>();
        foreach (string word in strs) {
            char[] letters = word.ToCharArray();
            Array.Sort(letters);
            string key = new string(letters);
            List<string> group;
            if (!byLetters.TryGetValue(key, out group)) byLetters[key] = group = new List<string>();
            group.Add(word);
        }
        // Ordinal comparison: "ascending" means by character codes, whatever the culture.
        List<List<string>> groups = byLetters.Values.ToList();
        foreach (List<string> group in groups) group.Sort(string.CompareOrdinal);
        groups.Sort((a, b) => string.CompareOrdinal(a[0], b[0]));
        return groups.ToList<IList<string>>();
    }
}
