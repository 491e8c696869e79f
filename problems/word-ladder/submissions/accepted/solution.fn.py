from collections import deque


class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        if endWord not in wordList:
            return 0
        # Bucket words by pattern: the word with one position replaced by '*'.
        buckets = {}
        for word in wordList:
            for p in range(len(word)):
                buckets.setdefault(word[:p] + '*' + word[p + 1:], []).append(word)
        dist = {beginWord: 1}
        frontier = deque([beginWord])
        while frontier:
            word = frontier.popleft()
            for p in range(len(word)):
                # Each bucket is used once: all its words are one step away now.
                bucket = buckets.pop(word[:p] + '*' + word[p + 1:], ())
                for nxt in bucket:
                    if nxt not in dist:
                        dist[nxt] = dist[word] + 1
                        if nxt == endWord:
                            return dist[nxt]
                        frontier.append(nxt)
        return 0
