// Java's prebuilt class-data archive (AppCDS, JDK 17): the JDK classes a typical contest program loads
// (input parsing, collections, output) dumped once per toolchain, so each test's JVM maps them instead
// of loading and verifying them again. Only JDK classes go in: the archive is valid whatever the box.
// The batch runner is built beside it, and the warm-up runs through it so its JDK classes are archived too.
import { JAVA_BATCH_CLASS, JAVA_BATCH_FILE, JAVA_BATCH_SOURCE } from './java-batch-runner.js';
import type { PrebuiltStep } from './types.js';

/** Loads what contest programs use: Scanner, BufferedReader, tokenizers, collections, streams, output. */
const WARM_UP = `import java.io.*;
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
        String[] parts = reader.readLine().trim().split("\\\\s+");
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
`;

/** Builds app.jsa in the directory: run the warm-up, list the classes it loaded, dump the JDK's ones. */
export function classDataArchive(jvmOptions: readonly string[]): PrebuiltStep {
  const options = jvmOptions.join(' ');
  return {
    files: {
      'Warm.java': WARM_UP,
      'warm.in': '2 40\n1.5\n7\nkey value\n',
      [JAVA_BATCH_FILE]: JAVA_BATCH_SOURCE,
    },
    argv: (dir) => [
      'sh',
      '-c',
      [
        'set -e',
        'cd "$1"',
        `javac -encoding UTF-8 -Xlint:-removal -XDstringConcat=inline -d . Warm.java ${JAVA_BATCH_FILE}`,
        // One test of the batch protocol: a header naming its input's length, the input, the end.
        `{ printf 'T 0 %s\\n' "$(wc -c < warm.in)"; cat warm.in; printf 'Z\\n'; } > warm.batch`,
        `java ${options} -XX:DumpLoadedClassList=classes.lst -Djava.security.manager=allow -cp . ${JAVA_BATCH_CLASS} Warm 1048576 1048576 65536 65536 < warm.batch > warm.out 2>/dev/null`,
        // The warm-up must have passed through the runner: its result frame says ok.
        'grep -q "^ok " warm.out',
        "grep -v 'Warm\\|codecourt' classes.lst > jdk.lst",
        // A heap under 4 GB at dump time: its objects then need no relocation under any -Xmx a run gets.
        `java ${options} -Xmx128m -Xshare:dump -XX:SharedClassListFile=jdk.lst -XX:SharedArchiveFile=app.jsa > /dev/null`,
        'rm -f ./*.class classes.lst warm.batch warm.out',
      ].join('\n'),
      'class-data',
      dir,
    ],
  };
}
