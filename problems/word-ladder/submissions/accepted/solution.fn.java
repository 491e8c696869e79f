class Solution {
    public int ladderLength(String beginWord, String endWord, String[] wordList) {
        int n = wordList.length, len = beginWord.length();
        int end = -1;
        for (int i = 0; i < n; i++) if (wordList[i].equals(endWord)) end = i;
        if (end < 0) return 0;
        // Bucket words by pattern: the word with one position replaced by '*'.
        Map<String, List<Integer>> buckets = new HashMap<>();
        for (int i = 0; i < n; i++) {
            char[] w = wordList[i].toCharArray();
            for (int p = 0; p < len; p++) {
                char keep = w[p];
                w[p] = '*';
                buckets.computeIfAbsent(new String(w), x -> new ArrayList<>()).add(i);
                w[p] = keep;
            }
        }
        int[] dist = new int[n];
        ArrayDeque<Integer> frontier = new ArrayDeque<>();
        ArrayDeque<Integer> lengths = new ArrayDeque<>();
        String current = beginWord;
        int currentLength = 1;
        while (true) {
            char[] w = current.toCharArray();
            for (int p = 0; p < len; p++) {
                char keep = w[p];
                w[p] = '*';
                // Each bucket is emptied on first use: its words are all one step away now.
                List<Integer> bucket = buckets.remove(new String(w));
                w[p] = keep;
                if (bucket == null) continue;
                for (int j : bucket) {
                    if (dist[j] != 0) continue;
                    dist[j] = currentLength + 1;
                    if (j == end) return dist[j];
                    frontier.add(j);
                }
            }
            if (frontier.isEmpty()) return 0;
            int next = frontier.poll();
            current = wordList[next];
            currentLength = dist[next];
        }
    }
}
