class Solution:
    def minWindow(self, s: str, t: str) -> str:
        """Returns the shortest substring of s containing every character of t (with repeats);
        the leftmost one on ties, or "" when there is none."""
        need = [0] * 128
        for c in t:
            need[ord(c)] += 1
        codes = [ord(c) for c in s]
        missing = len(t)
        start = best_start = 0
        best_length = len(s) + 1
        for end, code in enumerate(codes):
            if need[code] > 0:
                missing -= 1
            need[code] -= 1
            if missing > 0:
                continue
            # Drop characters from the left while the window still covers t.
            while need[codes[start]] < 0:
                need[codes[start]] += 1
                start += 1
            if end - start + 1 < best_length:
                best_start, best_length = start, end - start + 1
        return "" if best_length > len(s) else s[best_start:best_start + best_length]
