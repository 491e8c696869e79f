import json
import sys
from collections import deque
from typing import List, Optional


