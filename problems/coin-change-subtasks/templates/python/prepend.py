import json
import sys
from typing import List


