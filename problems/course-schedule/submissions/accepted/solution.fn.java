class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        // Adjacency in compressed arrays: start[c]..start[c+1] lists the courses c unlocks.
        int[] start = new int[numCourses + 1];
        int[] missing = new int[numCourses];
        for (int[] p : prerequisites) {
            start[p[1] + 1]++;
            missing[p[0]]++;
        }
        for (int c = 0; c < numCourses; c++) start[c + 1] += start[c];
        int[] fill = Arrays.copyOf(start, numCourses);
        int[] unlocks = new int[prerequisites.length];
        for (int[] p : prerequisites) unlocks[fill[p[1]]++] = p[0];
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
