import java.io.*;
import java.util.*;

public class Main {
    static class Solution {
        // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
        public long trap(int[] height) {
            long total = 0;
            int[] stack = new int[height.length];  // indices of bars with non-increasing heights
            int size = 0;
            for (int i = 0; i < height.length; i++) {
                while (size > 0 && height[stack[size - 1]] < height[i]) {
                    int bottom = stack[--size];
                    if (size == 0) break;
                    int left = stack[size - 1];
                    long width = i - left - 1;
                    long depth = Math.min(height[left], height[i]) - height[bottom];
                    total += width * depth;
                }
                stack[size++] = i;
            }
            return total;
        }
    }

    // ---------- Input/output helpers: each input line holds one JSON value ----------
    // Reads a JSON array of integers such as [2,-7,11].
    static int[] parseIntArray(String line) {
        String body = line.trim();
        body = body.substring(1, body.length() - 1).trim();
        if (body.isEmpty()) return new int[0];
        String[] parts = body.split(",");
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) values[i] = Integer.parseInt(parts[i].trim());
        return values;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int[] height = parseIntArray(in.readLine());
        System.out.println(new Solution().trap(height));
    }
}
