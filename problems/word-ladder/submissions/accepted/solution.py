import json
import sys
from collections import deque
from typing import List


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

# ---------- Input/output helpers: nothing to change below ----------
def main() -> None:
    lines = sys.stdin.read().split('\n')
    begin_word = json.loads(lines[0])
    end_word = json.loads(lines[1])
    word_list = json.loads(lines[2])
    print(json.dumps(Solution().ladderLength(begin_word, end_word, word_list), separators=(',', ':')))


main()
