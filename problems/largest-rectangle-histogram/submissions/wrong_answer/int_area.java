import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        long largestRectangleArea(int[] heights) {
            // Bug: the area is kept in a 32-bit int, which overflows for tall, wide rectangles.
            int n = heights.length;
            int best = 0;
            int[] rising = new int[n + 1];  // stack of bar indices with increasing heights
            int top = 0;
            for (int i = 0; i <= n; i++) {
                int h = i < n ? heights[i] : 0;  // a final zero-height bar empties the stack
                while (top > 0 && heights[rising[top - 1]] >= h) {
                    int height = heights[rising[--top]];
                    int left = top > 0 ? rising[top - 1] + 1 : 0;
                    best = Math.max(best, height * (i - left));
                }
                rising[top++] = i;
            }
            return best;
        }
    }

    // ---------- Input/output helpers: you do not need to change anything below. ----------

    // Splits a flat JSON array such as [1,-2,null] into its items.
    static String[] splitArray(String line) {
        String s = line.trim();
        return s.length() <= 2 ? new String[0] : s.substring(1, s.length() - 1).split(",");
    }

    static int[] parseInts(String line) {
        String[] items = splitArray(line);
        int[] values = new int[items.length];
        for (int i = 0; i < items.length; i++) values[i] = Integer.parseInt(items[i]);
        return values;
    }

    static void run() throws IOException {
        String[] lines = new String(System.in.readAllBytes()).split("\n");
        int[] heights = parseInts(lines[0]);
        long result = new Solution().largestRectangleArea(heights);
        System.out.println(String.valueOf(result));
    }

    public static void main(String[] args) throws IOException {
        run();
    }
}
