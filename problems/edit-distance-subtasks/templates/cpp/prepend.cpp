#include <bits/stdc++.h>
using namespace std;

