import json
import sys
from collections import deque
from typing import List


# Wrong: returns the number of letter changes instead of the number of words.
class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        listed = set(wordList)
        if endWord not in listed:
            return 0
        changes = {beginWord: 0}
        frontier = deque([beginWord])
        while frontier:
            word = frontier.popleft()
            if word == endWord:
                return changes[word]
            for i in range(len(word)):
                for c in 'abcdefghijklmnopqrstuvwxyz':
                    nxt = word[:i] + c + word[i + 1:]
                    if nxt in listed and nxt not in changes:
                        changes[nxt] = changes[word] + 1
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
