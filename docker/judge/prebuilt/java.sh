#!/bin/sh
# Generated from packages/languages/src/java.ts: pnpm images:scripts
set -eu
mkdir -p '/opt/codecourt/prebuilt/java'
printf '%s' 'import java.io.*;
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
        StringBuilder sb = new StringBuilder().append(joined).append('\'' '\'').append(Math.max(sum, tree.firstKey()));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(sb);
        out.printf("%d %.3f %s%n", a + b + set.size() + linked.size() + heap.size(), c + st.nval, map);
        out.flush();
        System.out.println(String.format("%d", grid[0][0]) + Objects.hash(a) + new java.math.BigInteger("12345").pow(3));
    }
}
' > '/opt/codecourt/prebuilt/java/Warm.java'
mkdir -p '/opt/codecourt/prebuilt/java'
printf '%s' '2 40
1.5
7
key value
' > '/opt/codecourt/prebuilt/java/warm.in'
mkdir -p '/opt/codecourt/prebuilt/java/codecourt'
printf '%s' 'package codecourt;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.security.Permission;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TimeZone;

/**
 * Runs a submission'\''s tests one after another in this JVM, each as the java launcher would run it alone:
 * a fresh class loader (statics start over), its own stdin, stdout and stderr, the launcher'\''s stack size,
 * exit and uncaught exceptions seen. Anything it cannot make identical to a JVM of its own (an exit code
 * other than 0, an exception, the program reaching for the process'\''s own descriptors) ends the batch with
 * the test marked "fail": the judge then runs that test alone. The protocol is the judge'\''s batch-runs.ts.
 */
// The Guard is a SecurityManager, deprecated for removal; JDK 17 to 23 still run it (JDK 18 on when
// started with -Djava.security.manager=allow).
@SuppressWarnings("removal")
public final class Batch {
    private static final InputStream IN = new BufferedInputStream(new FileInputStream(FileDescriptor.in), 1 << 16);
    private static final OutputStream OUT = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
    private static final int CHUNK = 1 << 16;
    private static volatile boolean halting;
    private static long outputLeft;
    private static long stderrLeft;

    private Batch() {}

    public static void main(String[] args) throws Exception {
        String mainClass = args[0].replace('\''/'\'', '\''.'\'');
        long stackBytes = Long.parseLong(args[1]);
        outputLeft = Long.parseLong(args[2]);
        int stderrPerTest = Integer.parseInt(args[3]);
        stderrLeft = Long.parseLong(args[4]);
        URL[] classPath = {new File(".").getCanonicalFile().toURI().toURL()};
        Properties properties = (Properties) System.getProperties().clone();
        Locale locale = Locale.getDefault();
        TimeZone zone = TimeZone.getDefault();
        Charset charset = Charset.defaultCharset();
        // Every class of ours is loaded before the guard is: its checks must never load one.
        for (Class<?> type : new Class<?>[] {Run.class, Tests.class, Exit.class, Input.class, Frames.class}) {
            Class.forName(type.getName(), true, Batch.class.getClassLoader());
        }
        System.setSecurityManager(new Guard());
        // Threads of ours and the JDK'\''s; one more after a test is the program'\''s, wherever it put it.
        Set<Thread> before = threads();
        String[] header = header();
        int expected = header.length == 3 ? Integer.parseInt(header[1]) : -1;
        while (header.length == 3 && header[0].equals("T") && Integer.parseInt(header[1]) == expected) {
            System.setProperties((Properties) properties.clone());
            Locale.setDefault(locale);
            TimeZone.setDefault(zone);
            Run run = new Run(expected, Long.parseLong(header[2]), stderrPerTest, charset);
            String outcome = run.go(mainClass, classPath, stackBytes);
            run.input.drain();
            // The next header sits right after this input unless the program read the descriptor itself.
            header = header();
            boolean inStep = (header.length == 1 && header[0].equals("Z"))
                || (header.length == 3 && header[0].equals("T") && header[1].equals(String.valueOf(expected + 1)));
            if (!inStep) outcome = "fail stdin";
            frame('\''R'\'', expected, outcome.getBytes(StandardCharsets.US_ASCII), 0, -1);
            if (!outcome.startsWith("ok")) halt();
            if (run.group.activeCount() > 0 || !strays(before).isEmpty()) {
                // Threads of the program outlived it (daemons the JVM would have killed): start afresh.
                frame('\''S'\'', expected + 1, new byte[0], 0, 0);
                halt();
            }
            expected += 1;
        }
        frame('\''D'\'', expected, new byte[0], 0, 0);
        halt();
    }

    static Set<Thread> threads() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) root = root.getParent();
        Thread[] all = new Thread[root.activeCount() + 16];
        int n = root.enumerate(all, true);
        return new HashSet<>(Arrays.asList(all).subList(0, n));
    }

    static Set<Thread> strays(Set<Thread> before) {
        Set<Thread> now = threads();
        now.removeAll(before);
        Set<Thread> alive = new HashSet<>();
        for (Thread thread : now) if (thread.isAlive()) alive.add(thread);
        return alive;
    }

    /** Ends this JVM at once: what was framed is flushed, no shutdown hook runs. */
    static void halt() {
        halting = true;
        try {
            synchronized (OUT) {
                OUT.flush();
            }
        } catch (IOException e) {
            // The judge reads what arrived; a missing end marker already says the batch broke.
        }
        Runtime.getRuntime().halt(0);
    }

    static String[] header() throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = IN.read(); c != '\''\n'\''; c = IN.read()) {
            if (c < 0 || line.length() > 64) return new String[0];
            line.append((char) c);
        }
        return line.toString().split(" ");
    }

    static void frame(char kind, int index, byte[] data, int offset, int length) throws IOException {
        int size = length < 0 ? data.length : length;
        synchronized (OUT) {
            OUT.write((kind + " " + index + " " + size + "\n").getBytes(StandardCharsets.US_ASCII));
            OUT.write(data, offset, size);
        }
    }

    static long cpuMs() {
        Optional<Duration> cpu = ProcessHandle.current().info().totalCpuDuration();
        return cpu.isPresent() ? cpu.get().toMillis() : 0L;
    }

    /** One test: its thread group, streams and class loader. */
    static final class Run {
        final int index;
        final Input input;
        final Frames out;
        final Frames err;
        final Tests group;
        final PrintStream stdout;
        final PrintStream stderr;

        Run(int index, long inputBytes, int stderrPerTest, Charset charset) {
            this.index = index;
            input = new Input(inputBytes);
            out = new Frames('\''O'\'', index, Integer.MAX_VALUE, true);
            err = new Frames('\''E'\'', index, stderrPerTest, false);
            group = new Tests(this);
            // As the launcher builds System.out and System.err: what sits in their 128 bytes at the end is lost there too.
            stdout = new PrintStream(new BufferedOutputStream(out, 128), true, charset);
            stderr = new PrintStream(new BufferedOutputStream(err, 128), true, charset);
        }

        String go(String mainClass, URL[] classPath, long stackBytes) throws IOException {
            System.setIn(input);
            System.setOut(stdout);
            System.setErr(stderr);
            long cpu = cpuMs();
            long wall = System.nanoTime();
            URLClassLoader loader = new URLClassLoader(classPath, ClassLoader.getPlatformClassLoader());
            // No lambdas and no string concatenation by invokedynamic in here: each would cost a start its bootstrap.
            Thread main = new Thread(group, new Runnable() {
                @Override
                public void run() {
                    invoke(loader, mainClass);
                }
            }, "main", stackBytes);
            main.setContextClassLoader(loader);
            group.waiter = Thread.currentThread();
            main.start();
            while (!ended(main)) {
                // Interrupted by a stray exit after its test: keep waiting for this one.
            }
            Thread.interrupted();
            long wallMs = (System.nanoTime() - wall) / 1_000_000;
            long cpuUsed = cpuMs() - cpu;
            out.end();
            err.end();
            if (group.failure != null) return "fail exception";
            if (group.exitStatus != null && group.exitStatus != 0) return "fail exit";
            if (out.overflow || err.overflow) return "fail output";
            return "ok " + cpuUsed + " " + wallMs + " " + err.total;
        }

        /** Like the JVM: the program ends when its last non-daemon thread does, or when it exits. */
        private boolean ended(Thread main) {
            try {
                main.join();
                for (Thread other = group.nonDaemon(); other != null; other = group.nonDaemon()) other.join();
                return true;
            } catch (InterruptedException e) {
                if (group.exitStatus == null) return false;
                try {
                    // The exiting thread is unwinding: a moment for it, so it is not taken for a stray.
                    main.join(50);
                } catch (InterruptedException again) {
                    Thread.currentThread().interrupt();
                }
                return true;
            }
        }

        void invoke(ClassLoader loader, String mainClass) {
            try {
                Class<?> type = Class.forName(mainClass, false, loader);
                Method method = type.getMethod("main", String[].class);
                if (!Modifier.isStatic(method.getModifiers()) || method.getReturnType() != void.class) {
                    group.fail(new NoSuchMethodException("main"));
                    return;
                }
                method.setAccessible(true);
                method.invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException e) {
                if (!(e.getCause() instanceof Exit)) group.fail(e.getCause());
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                if (!(e instanceof Exit)) group.fail(e);
            }
        }
    }

    /** The program'\''s threads: the first exit or uncaught exception ends the test. */
    static final class Tests extends ThreadGroup {
        final Run run;
        volatile Thread waiter;
        volatile Integer exitStatus;
        volatile Throwable failure;

        Tests(Run run) {
            super("program");
            this.run = run;
        }

        synchronized void exit(int status) {
            if (exitStatus != null) return;
            exitStatus = status;
            // The process is gone for the program: nothing more it writes counts.
            run.out.closed = true;
            run.err.closed = true;
            Thread w = waiter;
            if (w != null) w.interrupt();
        }

        synchronized void fail(Throwable e) {
            if (failure == null && exitStatus == null) failure = e;
        }

        @Override
        public void uncaughtException(Thread t, Throwable e) {
            if (!(e instanceof Exit)) fail(e);
        }

        Thread nonDaemon() {
            Thread[] threads = new Thread[activeCount() + 4];
            int n = enumerate(threads, true);
            for (int i = 0; i < n; i++) if (threads[i].isAlive() && !threads[i].isDaemon()) return threads[i];
            return null;
        }
    }

    /** Thrown into a program that calls System.exit or halt: its thread unwinds, its process "ended". */
    static final class Exit extends SecurityException {
        private static final long serialVersionUID = 1L;

        Exit() {
            super("exit", null);
        }
    }

    /** No sandbox (the judge'\''s sandbox is the sandbox): it only keeps a test inside its own test. */
    static final class Guard extends SecurityManager {
        private static Tests tests() {
            ThreadGroup group = Thread.currentThread().getThreadGroup();
            return group instanceof Tests ? (Tests) group : null;
        }

        @Override
        public void checkExit(int status) {
            Tests tests = tests();
            if (tests == null || halting) return;
            tests.exit(status);
            throw new Exit();
        }

        @Override
        public void checkPermission(Permission permission) {
            if (tests() == null) return;
            String name = permission.getName();
            // Its own security manager or shutdown hooks would outlive the test; ask for a JVM of its own.
            if (name.equals("setSecurityManager") || name.equals("shutdownHooks")) refuse(permission);
        }

        @Override
        public void checkPermission(Permission permission, Object context) {
            checkPermission(permission);
        }

        @Override
        public void checkRead(FileDescriptor fd) {
            if (tests() != null) refuse(fd);
        }

        @Override
        public void checkWrite(FileDescriptor fd) {
            if (tests() != null) refuse(fd);
        }

        @Override
        public void checkRead(String file) {
            if (tests() != null && own(file)) refuse(file);
        }

        @Override
        public void checkWrite(String file) {
            if (tests() != null && own(file)) refuse(file);
        }

        /** The process'\''s own descriptors by name: the batch'\''s stdin and stdout, not the test'\''s. */
        private static boolean own(String file) {
            String path = new File(file).getAbsolutePath();
            return path.startsWith("/proc/") || path.startsWith("/dev/std") || path.startsWith("/dev/fd");
        }

        private static void refuse(Object what) {
            Tests tests = tests();
            SecurityException e = new SecurityException("needs a JVM of its own: " + what);
            if (tests != null) tests.fail(e);
            throw e;
        }
    }

    /** A test'\''s stdin: its own bytes of the batch'\''s, then end of file. */
    static final class Input extends InputStream {
        private long left;

        Input(long bytes) {
            left = bytes;
        }

        @Override
        public synchronized int read() throws IOException {
            if (left <= 0) return -1;
            int b = IN.read();
            if (b < 0) left = 0;
            else left -= 1;
            return b;
        }

        @Override
        public synchronized int read(byte[] buffer, int offset, int length) throws IOException {
            if (length == 0) return 0;
            if (left <= 0) return -1;
            int n = IN.read(buffer, offset, (int) Math.min(length, left));
            if (n < 0) left = 0;
            else left -= n;
            return n;
        }

        @Override
        public synchronized int available() throws IOException {
            return (int) Math.min(left, IN.available());
        }

        synchronized void drain() throws IOException {
            byte[] buffer = new byte[CHUNK];
            while (left > 0 && read(buffer, 0, buffer.length) > 0) {
                // skipped
            }
        }
    }

    /** A test'\''s stdout or stderr, framed to the batch'\''s stdout; stdout counts against the batch'\''s output budget. */
    static final class Frames extends OutputStream {
        private final char kind;
        private final int index;
        private final int keep;
        private final boolean budgeted;
        private final byte[] buffer = new byte[CHUNK];
        private int used;
        long total;
        volatile boolean closed;
        volatile boolean overflow;

        Frames(char kind, int index, int keep, boolean budgeted) {
            this.kind = kind;
            this.index = index;
            this.keep = keep;
            this.budgeted = budgeted;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] data, int offset, int length) throws IOException {
            if (closed) return;
            long kept = Math.max(0, Math.min(length, keep - total));
            total += length;
            if (kept == 0) return;
            if (budgeted ? (outputLeft -= kept) < 0 : (stderrLeft -= kept) < 0) {
                // Past what one batch carries: the judge runs this test alone.
                overflow = true;
                closed = true;
                halt();
            }
            for (int i = 0; i < kept; ) {
                int n = (int) Math.min(kept - i, buffer.length - used);
                System.arraycopy(data, offset + i, buffer, used, n);
                used += n;
                i += n;
                if (used == buffer.length) emit();
            }
        }

        private void emit() throws IOException {
            if (used > 0) frame(kind, index, buffer, 0, used);
            used = 0;
        }

        synchronized void end() throws IOException {
            if (!closed || !overflow) emit();
            closed = true;
        }
    }
}
' > '/opt/codecourt/prebuilt/java/codecourt/Batch.java'
'sh' '-c' 'set -e
cd "$1"
javac -encoding UTF-8 -Xlint:-removal -XDstringConcat=inline -d . Warm.java codecourt/Batch.java
{ printf '\''T 0 %s\n'\'' "$(wc -c < warm.in)"; cat warm.in; printf '\''Z\n'\''; } > warm.batch
java -XX:+UseG1GC -XX:ParallelGCThreads=1 -XX:ConcGCThreads=1 -XX:+UnlockExperimentalVMOptions -XX:G1NewSizePercent=30 -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=0.5 -XX:-UsePerfData -Xshare:auto -XX:DumpLoadedClassList=classes.lst -Djava.security.manager=allow -cp . codecourt.Batch Warm 1048576 1048576 65536 65536 < warm.batch > warm.out 2>/dev/null
grep -q "^ok " warm.out
grep -v '\''Warm\|codecourt'\'' classes.lst > jdk.lst
java -XX:+UseG1GC -XX:ParallelGCThreads=1 -XX:ConcGCThreads=1 -XX:+UnlockExperimentalVMOptions -XX:G1NewSizePercent=30 -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=0.5 -XX:-UsePerfData -Xshare:auto -Xmx128m -Xshare:dump -XX:SharedClassListFile=jdk.lst -XX:SharedArchiveFile=app.jsa > /dev/null
rm -f ./*.class classes.lst warm.batch warm.out' 'class-data' '/opt/codecourt/prebuilt/java'
touch '/opt/codecourt/prebuilt/java/.complete'
chmod -R a+rX '/opt/codecourt/prebuilt/java'
