public class Solution {
    public bool CanFinish(int numCourses, int[][] prerequisites) {
        // Adjacency in compressed arrays: start[c]..start[c+1] lists the courses c unlocks.
        int[] start = new int[numCourses + 1];
        int[] missing = new int[numCourses];
        foreach (int[] p in prerequisites) {
            start[p[1] + 1]++;
            missing[p[0]]++;
        }
        for (int c = 0; c < numCourses; c++) start[c + 1] += start[c];
        int[] fill = new int[numCourses];
        Array.Copy(start, fill, numCourses);
        int[] unlocks = new int[prerequisites.Length];
        foreach (int[] p in prerequisites) unlocks[fill[p[1]]++] = p[0];
        // Kahn's algorithm: a course joins the queue once all its prerequisites are taken.
        int[] queue = new int[numCourses];
        int head = 0, tail = 0;
        for (int c = 0; c < numCourses; c++) if (missing[c] == 0) queue[tail++] = c;
        while (head < tail) {
            int c = queue[head++];
            for (int k = start[c]; k < start[c + 1]; k++)
                if (--missing[unlocks[k]] == 0) queue[tail++] = unlocks[k];
        }
        return tail == numCourses;
    }
}
