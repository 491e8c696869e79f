// Output validator for two-sum (Kattis protocol).
// Usage: validator input_file judge_answer_file feedback_dir < contestant_output
// Accepts exactly one pair "[i,j]" (spaces allowed) with 0 <= i < j < n and nums[i] + nums[j] == target.
// Exit code 42 = accepted, 43 = wrong answer; the reason for a rejection goes to feedback_dir/judgemessage.txt.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

static string feedbackDir;

[[noreturn]] static void wrong(const string& message) {
    ofstream(feedbackDir + "/judgemessage.txt") << message << "\n";
    exit(43);
}

static vector<long long> readInts(const string& line) {
    vector<long long> values;
    const char* p = line.c_str();
    while (*p) {
        if (*p == '-' || isdigit((unsigned char)*p)) {
            char* end;
            values.push_back(strtoll(p, &end, 10));
            p = end;
        } else {
            p++;
        }
    }
    return values;
}

// Reads an optionally negative decimal integer of at most 12 digits at text[pos].
static bool readIndex(const string& text, size_t& pos, long long& value) {
    size_t start = pos;
    if (pos < text.size() && text[pos] == '-') pos++;
    size_t digits = pos;
    while (pos < text.size() && isdigit((unsigned char)text[pos]) && pos - digits < 12) pos++;
    if (pos == digits || (pos < text.size() && isdigit((unsigned char)text[pos]))) return false;
    value = stoll(text.substr(start, pos - start));
    return true;
}

int main(int argc, char** argv) {
    if (argc < 4) {
        cerr << "usage: validator input_file judge_answer_file feedback_dir < output\n";
        return 1;
    }
    feedbackDir = argv[3];
    ifstream input(argv[1]);
    string numsLine, targetLine;
    getline(input, numsLine);
    getline(input, targetLine);
    vector<long long> nums = readInts(numsLine);
    long long target = readInts(targetLine).at(0);

    string raw((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    string text;
    for (char c : raw)
        if (!isspace((unsigned char)c)) text += c;

    size_t pos = 0;
    long long i = 0, j = 0;
    bool shaped = pos < text.size() && text[pos++] == '[' && readIndex(text, pos, i) && pos < text.size() &&
                  text[pos++] == ',' && readIndex(text, pos, j) && pos < text.size() && text[pos++] == ']' &&
                  pos == text.size();
    if (!shaped) wrong("expected one line of the form [i,j], got: " + raw.substr(0, 100));
    long long n = (long long)nums.size();
    if (i < 0 || j < 0 || i >= n || j >= n) wrong("index out of range: [" + to_string(i) + "," + to_string(j) + "]");
    if (i >= j) wrong("the first index must be smaller than the second: [" + to_string(i) + "," + to_string(j) + "]");
    if (nums[i] + nums[j] != target)
        wrong("nums[" + to_string(i) + "] + nums[" + to_string(j) + "] = " + to_string(nums[i] + nums[j]) +
              ", expected " + to_string(target));
    return 42;
}
