class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        prev = list(range(len(word2) + 1))
        for i, a in enumerate(word1, 1):
            cur = [i]
            left = i
            for j, b in enumerate(word2, 1):
                if a == b:
                    left = prev[j - 1]
                else:
                    diag, up = prev[j - 1], prev[j]
                    left = 1 + (diag if diag < up and diag < left else up if up < left else left)
                cur.append(left)
            prev = cur
        return prev[-1]
