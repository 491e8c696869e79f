import java.io.*;
import java.util.*;
import java.util.stream.*;

public class Warm {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        long a = Long.parseLong(tokens.nextToken()), b = Integer.parseInt(tokens.nextToken());
        Scanner scanner = new Scanner(reader.readLine());
        double c = scanner.nextDouble();
        StreamTokenizer st = new StreamTokenizer(new StringReader(reader.readLine()));
        st.nextToken();
        String[] parts = reader.readLine().trim().split("\\s+");
        List<Integer> list = new ArrayList<>(Arrays.asList(3, 1, 2));
        Map<String, Integer> map = new HashMap<>();
        map.merge(parts[0], 1, Integer::sum);
        TreeMap<Integer, Integer> tree = new TreeMap<>(Map.of(1, 2));
        Set<Long> set = new HashSet<>(List.of(a, b));
        Deque<Integer> deque = new ArrayDeque<>(list);
        PriorityQueue<int[]> heap = new PriorityQueue<>((x, y) -> Integer.compare(x[0], y[0]));
        heap.add(new int[] {1});
        LinkedList<Integer> linked = new LinkedList<>(deque);
        Collections.sort(list);
        int[] array = {3, 1, 2};
        Arrays.sort(array);
        long[][] grid = new long[2][2];
        Arrays.fill(grid[0], 1L);
        int sum = list.stream().mapToInt(Integer::intValue).sum() + IntStream.of(array).max().getAsInt();
        String joined = list.stream().map(String::valueOf).collect(Collectors.joining(" "));
        StringBuilder sb = new StringBuilder().append(joined).append(' ').append(Math.max(sum, tree.firstKey()));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(sb);
        out.printf("%d %.3f %s%n", a + b + set.size() + linked.size() + heap.size(), c + st.nval, map);
        out.flush();
        System.out.println(String.format("%d", grid[0][0]) + Objects.hash(a) + new java.math.BigInteger("12345").pow(3));
    }
}
