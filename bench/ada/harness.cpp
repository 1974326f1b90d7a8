// harness times ada, the C++ URL parser of Node.js, on the same inputs as
// the Go benchmarks, and prints Go benchmark result lines, so that
// bench/cmd/benchtable puts ada beside weburl and net/url:
//
//	BenchmarkParse/parser=ada/data=NAME  N  T ns/op  R MB/s  K rejected
//
// Usage: harness BENCHTIME_MS FILE.cases...
//
// Each FILE.cases (written by benchtable -cases) holds a dataset's inputs
// with their bases: for each input a line "BASELEN INPUTLEN" (BASELEN -1
// for no base), then the base's bytes, the input's bytes and a newline.
// The bases are parsed once, before the timing, as the Go benchmarks do;
// the timed call is ada::parse<ada::url_aggregator>(input, base), the
// idiomatic one, once per input, cycling through the inputs until
// BENCHTIME_MS milliseconds have passed.
//
// Build: g++ -O3 -std=c++20 -I ADA_DIR harness.cpp ADA_DIR/ada.cpp
#include "ada.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace {

struct input_case {
  std::string input;
  std::optional<ada::url_aggregator> base;
  bool base_ok = true;  // the base parsed, or there is none
};

bool read_cases(const char* path, std::vector<input_case>& out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    return false;
  }
  std::string data((std::istreambuf_iterator<char>(f)),
                   std::istreambuf_iterator<char>());
  size_t at = 0;
  while (at < data.size()) {
    size_t nl = data.find('\n', at);
    if (nl == std::string::npos) {
      return false;
    }
    long base_len = 0, input_len = 0;
    if (std::sscanf(data.c_str() + at, "%ld %ld", &base_len, &input_len) != 2 ||
        input_len < 0) {
      return false;
    }
    at = nl + 1;
    size_t need = (base_len > 0 ? base_len : 0) + input_len + 1;
    if (data.size() - at < need) {
      return false;
    }
    input_case c;
    if (base_len >= 0) {
      auto base = ada::parse<ada::url_aggregator>(
          std::string_view(data.data() + at, base_len));
      c.base_ok = bool(base);
      if (base) {
        c.base = *base;
      }
      at += base_len;
    }
    c.input.assign(data, at, input_len);
    at += input_len + 1;
    out.push_back(std::move(c));
  }
  return !out.empty();
}

// parse_one parses one input as the benchmarks do; true if ada accepted it.
inline bool parse_one(const input_case& c) {
  if (!c.base_ok) {
    return false;
  }
  auto u = ada::parse<ada::url_aggregator>(c.input,
                                           c.base ? &*c.base : nullptr);
  return bool(u);
}

// timed_pass parses every input once, in order, and returns how many ada
// accepted. It is a function of its own so that bench/sim.sh can have
// callgrind count the timed passes alone.
__attribute__((noinline)) size_t timed_pass(
    const std::vector<input_case>& cases) {
  size_t accepted = 0;
  for (const auto& c : cases) {
    accepted += parse_one(c);
  }
  return accepted;
}

std::string dataset_name(const char* path) {
  std::string name(path);
  if (auto slash = name.rfind('/'); slash != std::string::npos) {
    name = name.substr(slash + 1);
  }
  if (auto dot = name.rfind(".cases"); dot != std::string::npos) {
    name = name.substr(0, dot);
  }
  return name;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: harness BENCHTIME_MS FILE.cases...\n");
    return 2;
  }
  double benchtime_ns = std::atof(argv[1]) * 1e6;
  for (int a = 2; a < argc; a++) {
    std::vector<input_case> cases;
    if (!read_cases(argv[a], cases)) {
      std::fprintf(stderr, "harness: cannot read %s\n", argv[a]);
      return 1;
    }
    size_t bytes = 0, rejected = 0;
    for (const auto& c : cases) {
      bytes += c.input.size();
      if (!parse_one(c)) {
        rejected++;  // this pass also warms the caches
      }
    }
    using clock = std::chrono::steady_clock;
    size_t n = 0, accepted = 0;
    auto start = clock::now();
    double elapsed = 0;
    do {
      accepted += timed_pass(cases);
      n += cases.size();
      elapsed = std::chrono::duration<double, std::nano>(clock::now() - start)
                    .count();
    } while (elapsed < benchtime_ns);
    if (accepted != (n / cases.size()) * (cases.size() - rejected)) {
      std::fprintf(stderr, "harness: %s: results changed between passes\n",
                   argv[a]);
      return 1;
    }
    double per_op = elapsed / double(n);
    double mean_len = double(bytes) / double(cases.size());
    std::printf(
        "BenchmarkParse/parser=ada/data=%s \t%zu\t%.2f ns/op\t%.2f MB/s\t%zu "
        "rejected\n",
        dataset_name(argv[a]).c_str(), n, per_op, mean_len / per_op * 1e3,
        rejected);
    std::fflush(stdout);
  }
  return 0;
}
