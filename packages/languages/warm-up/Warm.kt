import java.io.*
import java.util.*
import kotlin.math.*

data class Edge(val to: Int, val weight: Long) : Comparable<Edge> {
    override fun compareTo(other: Edge) = weight.compareTo(other.weight)
}

sealed class Shape
class Circle(val r: Double) : Shape()
class Rect(val w: Double, val h: Double) : Shape()

enum class Dir { UP, DOWN }

object Memo {
    val cache = HashMap<Int, Long>()
    fun fib(n: Int): Long = if (n < 2) n.toLong() else cache.getOrPut(n) { fib(n - 1) + fib(n - 2) }
}

tailrec fun gcd(a: Long, b: Long): Long = if (b == 0L) a else gcd(b, a % b)

inline fun <T> times(n: Int, f: (Int) -> T): List<T> = (0 until n).map(f)

fun String.words() = trim().split(Regex("\\s+"))

fun main() {
    val reader = BufferedReader(InputStreamReader(System.`in`))
    val (a, b) = reader.readLine()!!.words().map { it.toLong() }
    val st = StringTokenizer(reader.readLine() ?: "1.5")
    val c = st.nextToken().toDouble()
    val n = reader.readLine()?.trim()?.toIntOrNull() ?: 7
    val unused = 0
    val list = mutableListOf(3, 1, 2).apply { sortDescending() }
    val arr = IntArray(n) { it * it }
    val grid = Array(2) { LongArray(2) }
    val map = mutableMapOf<String, Int>()
    map["k"] = map.getOrDefault("k", 0) + 1
    val pq = PriorityQueue<Edge>()
    pq.add(Edge(1, 5L))
    val deque = ArrayDeque<Pair<Int, Int>>()
    deque.addLast(1 to 2)
    val sorted = list.sortedWith(compareBy({ -it }, { it }))
    val grouped = arr.groupBy { it % 3 }.mapValues { (_, v) -> v.size }
    val seq = generateSequence(1) { it * 2 }.takeWhile { it < 100 }.toList()
    val sb = StringBuilder()
    for (i in 0 until n step 2) sb.append(i).append(' ')
    for (i in n downTo 1) grid[i % 2][0] += i.toLong()
    val shapes = listOf<Shape>(Circle(1.0), Rect(2.0, 3.0))
    val area = shapes.sumByDouble { shape ->
        when (shape) {
            is Circle -> PI * shape.r * shape.r
            is Rect -> shape.w * shape.h
        }
    }
    var total = 0L
    loop@ for (x in arr) {
        if (x > 10) break@loop
        total += x
    }
    val lazyValue by lazy { gcd(a, b) }
    val checked = try {
        check(a >= 0) { "negative" }
        a
    } catch (e: IllegalStateException) {
        0L
    }
    val dir = when (Dir.values()[(a % 2).toInt()]) {
        Dir.UP -> "up"
        Dir.DOWN -> "down"
    }
    val memo = times(3) { Memo.fib(it + 10) }.joinToString(",")
    val out = PrintWriter(BufferedWriter(OutputStreamWriter(System.out)))
    out.println("${a + b} ${"%.3f".format(c)} $sorted ${grouped.size} ${seq.sum()} ${max(total, lazyValue)} $dir")
    out.println(sb.toString().trimEnd() + area.roundToLong() + memo + checked + pq.poll().to + deque.first().second)
    out.flush()
}
