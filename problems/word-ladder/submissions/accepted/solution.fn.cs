public class Solution {
    public int LadderLength(string beginWord, string endWord, string[] wordList) {
        int n = wordList.Length, length = beginWord.Length;
        int end = Array.IndexOf(wordList, endWord);
        if (end < 0) return 0;
        // Bucket words by pattern: the word with one position replaced by '*'.
        Dictionary<string, List<int>> buckets = new Dictionary<string, List<int>>();
        for (int i = 0; i < n; i++) {
            char[] w = wordList[i].ToCharArray();
            for (int p = 0; p < length; p++) {
                char keep = w[p];
                w[p] = '*';
                string pattern = new string(w);
                List<int> bucket;
                if (!buckets.TryGetValue(pattern, out bucket)) buckets[pattern] = bucket = new List<int>();
                bucket.Add(i);
                w[p] = keep;
            }
        }
        // Breadth-first search; dist[i] = words in the shortest sequence ending at wordList[i] (0 = unseen).
        int[] dist = new int[n];
        Queue<int> frontier = new Queue<int>();
        string current = beginWord;
        int currentLength = 1;
        while (true) {
            char[] w = current.ToCharArray();
            for (int p = 0; p < length; p++) {
                char keep = w[p];
                w[p] = '*';
                string pattern = new string(w);
                w[p] = keep;
                // Each bucket is emptied on first use: its words are all one step away now.
                List<int> bucket;
                if (!buckets.TryGetValue(pattern, out bucket)) continue;
                buckets.Remove(pattern);
                foreach (int j in bucket) {
                    if (dist[j] != 0) continue;
                    dist[j] = currentLength + 1;
                    if (j == end) return dist[j];
                    frontier.Enqueue(j);
                }
            }
            if (frontier.Count == 0) return 0;
            int next = frontier.Dequeue();
            current = wordList[next];
            currentLength = dist[next];
        }
    }
}
