import json
import sys
from typing import List

MOD = 1_000_000_007


