import java.io.*
import java.util.*

