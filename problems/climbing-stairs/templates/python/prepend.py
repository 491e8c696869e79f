import json
import sys


