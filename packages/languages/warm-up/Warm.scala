import scala.annotation.tailrec
import scala.collection.mutable
import scala.io.StdIn

sealed trait Shape { def area: Double }
case class Circle(r: Double) extends Shape { def area: Double = math.Pi * r * r }
case class Rect(w: Double, h: Double) extends Shape { def area: Double = w * h }

object Dir extends Enumeration { val Up, Down = Value }

trait Named { def name: String = getClass.getSimpleName }

class Counter[T](implicit ord: Ordering[T]) extends Named {
  private var counts = scala.collection.immutable.TreeMap[T, Int]()
  def add(x: T): Unit = counts += x -> (counts.getOrElse(x, 0) + 1)
  def most: Option[(T, Int)] = if (counts.isEmpty) None else Some(counts.maxBy(_._2))
}

object Warm {
  implicit class RichLong(val x: Long) extends AnyVal { def sq: Long = x * x }

  @tailrec def gcd(a: Long, b: Long): Long = if (b == 0) a else gcd(b, a % b)

  def main(args: Array[String]): Unit = {
    val in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in))
    val Array(a, b) = in.readLine().trim.split("\\s+").map(_.toLong)
    val st = new java.util.StringTokenizer(Option(in.readLine()).getOrElse("1.5"))
    val c = st.nextToken().toDouble
    val n = Option(in.readLine()).map(_.trim.toInt).getOrElse(StdIn.readInt())
    val unused = 0
    val arr = Array.tabulate(n)(i => i * i)
    val grid = Array.ofDim[Long](2, 2)
    val list = List(3, 1, 2).sorted.reverse
    val map = mutable.HashMap[String, Int]().withDefaultValue(0)
    map("k") += 1
    val pq = mutable.PriorityQueue[(Long, Int)]()(Ordering.by((e: (Long, Int)) => -e._1))
    pq.enqueue((5L, 1))
    val sorted = list.sortBy(x => (-x, x))
    val grouped = arr.groupBy(_ % 3).mapValues(_.length)
    lazy val g = gcd(a, b)
    val buf = mutable.ArrayBuffer[Int]()
    for (i <- 0 until n by 2 if i % 4 == 0) buf += i
    for (i <- n to 1 by -1) grid(i % 2)(0) += i
    val queue = mutable.Queue[Int](1)
    val set = mutable.HashSet(a, b)
    val shapes: Seq[Shape] = Seq(Circle(1), Rect(2, 3))
    val area = shapes.map {
      case Circle(r) => r
      case rect: Rect => rect.area
    }.sum
    val total = arr.foldLeft(0L)(_ + _)
    val res = try { require(a >= 0, "negative"); a.sq } catch { case e: IllegalArgumentException => 0L }
    val counter = new Counter[Int]
    list.foreach(counter.add)
    val words = for {
      (w, i) <- Vector("x", "y").zipWithIndex
      if i >= 0
    } yield w * (i + 1)
    val dir = Dir(a.toInt % 2) match {
      case Dir.Up => "up"
      case _ => "down"
    }
    val out = new java.io.PrintWriter(new java.io.BufferedWriter(new java.io.OutputStreamWriter(System.out)))
    out.println(s"${a + b} ${"%.3f".format(c)} $sorted ${grouped.size} ${math.max(total, g)} $dir $area")
    out.println(buf.mkString(" ") + f"$res%d" + map + pq.dequeue()._2 + grid(0)(0) + queue.size + set.size)
    out.println(counter.most.map(_._1).getOrElse(-1) + counter.name + words.mkString)
    out.flush()
  }
}
