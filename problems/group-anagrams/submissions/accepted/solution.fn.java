class Solution {
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> byLetters = new HashMap<>();
        for (String word : strs) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            byLetters.computeIfAbsent(new String(letters), key -> new ArrayList<>()).add(word);
        }
        List<List<String>> groups = new ArrayList<>(byLetters.values());
        for (List<String> group : groups) Collections.sort(group);
        groups.sort((a, b) -> a.get(0).compareTo(b.get(0)));
        return groups;
    }
}
