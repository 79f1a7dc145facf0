// kiwi_bench <scenario> <N> <phase>
// kiwi_bench file <path> <build|constant|resize> [repetitions]
//
// The kiwi side of scripts/compare-with-kiwi: the same program as solver-bench
// (Benchmarks/Sources/solver-bench and Benchmarks/Sources/Scenarios), written against kiwi's C++
// headers. It builds the SAME systems in the SAME order, runs one phase, checks the answer
// against the known solution after the clock stops and prints one line:
//
//   scenario=row n=1000 phase=edit time_ms=12.345 peak_rss_kb=23456 check=ok
//
// Wrong answer: `WRONG: ...` on stderr, exit 3. Solver error: exit 4. Bad usage: exit 2.
// Out of memory (std::bad_alloc under `ulimit -v`): exit 5.
//
// kiwi's source is not part of this repository: the script downloads the kiwisolver sdist from
// PyPI on every run and compiles this file with `g++ -O2 -std=c++17 -I<sdist root>`.
//
// `file` runs kiwi on a system read from a file: the layout model's engine system written by
// `layout-bench <N> export <path>` (format at the top of Benchmarks/Sources/layout-bench/main.swift),
// with its phases (see FileBench below); it prints `scenario=layout n=<N> phase=… time_ms=…`.
//
// Priorities map to kiwi strengths monotonically, three tiers that mirror kiwi's own
// (see kiwiStrength and Benchmarks/README.md):
//   1000          -> kiwi::strength::required
//   [750, 1000)   -> kiwi::strength::strong * p / 999   (999, the edit variables, is exactly strong)
//   [250, 750)    -> kiwi::strength::medium * p / 250   (250 is exactly medium)
//   (0, 250)      -> kiwi::strength::weak   * p / 250
#include <kiwi/kiwi.h>

#include <time.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <new>
#include <optional>
#include <string>
#include <vector>

namespace {

const int kEditCount = 1000;
const int kChurnCount = 100;

double kiwiStrength(double priority) {
    if (priority >= 1000) return kiwi::strength::required;
    if (priority >= 750) return kiwi::strength::strong * priority / 999.0;
    if (priority >= 250) return kiwi::strength::medium * priority / 250.0;
    return kiwi::strength::weak * priority / 250.0;
}

double nowMs() {
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// The peak resident set size, VmHWM in /proc/self/status. (getrusage's ru_maxrss would not do:
// Linux carries it over from the process image before exec, e.g. the Python script's.)
long peakRssKb() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0) return std::strtol(line.c_str() + 6, nullptr, 10);
    }
    return -1;
}

[[noreturn]] void fail(const std::string& message, int code) {
    std::fprintf(stderr, "kiwi-bench: %s\n", message.c_str());
    std::exit(code);
}

std::string num(double x) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", x);
    return buffer;
}

// SplitMix64, identical to Scenarios.SplitMix64.
struct SplitMix64 {
    uint64_t state;
    explicit SplitMix64(uint64_t seed) : state(seed) {}
    uint64_t next() {
        state += 0x9E3779B97F4A7C15ull;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(next() % uint64_t(n)); }
};

enum class Rel { eq, le, ge };

struct RandomConstraint {
    std::vector<std::pair<int, double>> terms;
    double constant;
    Rel relation;
    double priority;
};

struct RandomSystem {
    int variableCount;
    int editIndex;
    std::vector<double> truth;
    std::vector<RandomConstraint> constraints;
};

// Identical to Scenarios.randomSystem(count:).
RandomSystem randomSystem(int count) {
    SplitMix64 rng(7 + uint64_t(count));  // see the note on the seed in Scenarios.swift
    RandomSystem system;
    system.variableCount = std::max(2, count / 2);
    for (int i = 0; i < system.variableCount; ++i) system.truth.push_back(double(rng.below(201)));
    for (int c = 0; c < count; ++c) {
        int k = 1 + rng.below(3);
        std::vector<int> indices;
        while (int(indices.size()) < k) {
            int v = rng.below(system.variableCount);
            if (std::find(indices.begin(), indices.end(), v) == indices.end()) indices.push_back(v);
        }
        RandomConstraint constraint;
        double atTruth = 0;
        for (int v : indices) {
            double magnitude = double(1 + rng.below(5));
            double coefficient = rng.below(2) == 0 ? magnitude : -magnitude;
            constraint.terms.push_back({v, coefficient});
            atTruth += coefficient * system.truth[v];
        }
        int r = rng.below(10);
        constraint.relation = r < 4 ? Rel::eq : r < 7 ? Rel::le : Rel::ge;
        int p = rng.below(10);
        constraint.priority = p < 5 ? 1000 : p < 7 ? 750 : p < 9 ? 500 : 250;
        double slack = double(rng.below(11));
        double shift = double(rng.below(41) - 20);
        if (constraint.priority == 1000) {
            switch (constraint.relation) {
                case Rel::eq: constraint.constant = -atTruth; break;
                case Rel::le: constraint.constant = -atTruth - slack; break;
                case Rel::ge: constraint.constant = -atTruth + slack; break;
            }
        } else {
            constraint.constant = -atTruth + shift;
        }
        system.constraints.push_back(constraint);
    }
    std::vector<bool> inRequired(system.variableCount, false), inOptional(system.variableCount, false);
    for (auto& c : system.constraints)
        for (auto& term : c.terms) (c.priority == 1000 ? inRequired : inOptional)[term.first] = true;
    system.editIndex = system.constraints[0].terms[0].first;
    for (int v = 0; v < system.variableCount; ++v) {
        if (inOptional[v] && !inRequired[v]) {
            system.editIndex = v;
            break;
        }
    }
    return system;
}

double weakPreference(int i, int n) { return double(20 + 3 * (int)((int64_t(i) * 7919) % n)); }

std::optional<double> stackIntrinsicHeight(int i) {
    if (i % 5 == 0) return std::nullopt;
    return double(20 + i % 7);
}

enum class Kind { row, stack, weak, random };

bool close(double a, double b, double scale = 0) {
    return std::fabs(a - b) <= 1e-6 * std::max({1.0, std::fabs(b), scale});
}

struct Bench {
    Kind kind;
    int n;
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
    std::vector<std::string> names;
    kiwi::Variable edit;
    double suggested = 0;
    std::vector<kiwi::Constraint> churnGroup;
    std::vector<double> values;

    std::vector<kiwi::Variable> lefts, widths;
    std::vector<double> preferences;
    std::vector<RandomConstraint> randomConstraints;
    std::vector<kiwi::Variable> randomVariables;
    std::vector<double> randomTruth;
    int randomEditIndex = 0;
    double medianLow = 0;

    static int churnIndex(int n) { return n / 2 + 1; }

    double weakMedianLow() const {
        std::vector<double> sorted;
        for (int i = 0; i < n; ++i) sorted.push_back(weakPreference(i, n));
        std::sort(sorted.begin(), sorted.end());
        return sorted[(n - 1) / 2];
    }

    void add(const kiwi::Constraint& c) { solver.addConstraint(c); }

    // The build phase: identical order to Scenarios.Bench.init.
    Bench(Kind kind, int n) : kind(kind), n(n), edit("W") {
        int m = churnIndex(n);
        switch (kind) {
            case Kind::row:
            case Kind::weak: {
                lefts.reserve(n);
                widths.reserve(n);
                for (int i = 0; i < n; ++i) {
                    kiwi::Variable left, width;
                    lefts.push_back(left);
                    widths.push_back(width);
                    kiwi::Constraint link = i == 0 ? (left == 0) : (left == lefts[i - 1] + widths[i - 1]);
                    add(link);
                    if (i == m || i == m + 1) churnGroup.push_back(link);
                    if (i > 0) {
                        kiwi::Constraint equal = width == widths[0];
                        add(equal);
                        if (i == m) churnGroup.push_back(equal);
                    }
                    double preferred;
                    if (kind == Kind::row) {
                        preferred = 50;
                    } else {
                        preferred = weakPreference(i, n);
                        preferences.push_back(preferred);
                    }
                    kiwi::Constraint preference = (width == preferred) | kiwiStrength(250);
                    add(preference);
                    if (i == m) churnGroup.push_back(preference);
                }
                kiwi::Constraint trailing = kind == Kind::row ? (lefts[n - 1] + widths[n - 1] == edit)
                                                              : (lefts[n - 1] + widths[n - 1] <= edit);
                add(trailing);
                for (int i = 0; i < n; ++i) {
                    variables.push_back(lefts[i]);
                    names.push_back("left_" + std::to_string(i));
                    variables.push_back(widths[i]);
                    names.push_back("width_" + std::to_string(i));
                }
                variables.push_back(edit);
                names.push_back("W");
                solver.addEditVariable(edit, kiwiStrength(999));
                if (kind == Kind::weak) medianLow = weakMedianLow();
                suggested = kind == Kind::row ? 100.0 * n : 1.5 * n * medianLow;
                solver.suggestValue(edit, suggested);
                break;
            }
            case Kind::stack: {
                std::vector<kiwi::Variable> tops, heights;
                tops.reserve(n);
                heights.reserve(n);
                for (int i = 0; i < n; ++i) {
                    kiwi::Variable top, height, left, width;
                    tops.push_back(top);
                    heights.push_back(height);
                    lefts.push_back(left);
                    widths.push_back(width);
                    kiwi::Constraint link = i == 0 ? (top == 0) : (top == tops[i - 1] + heights[i - 1] + 8);
                    add(link);
                    if (i == m || i == m + 1) churnGroup.push_back(link);
                    std::vector<kiwi::Constraint> own;
                    if (auto h = stackIntrinsicHeight(i)) {
                        own.push_back((height >= *h) | kiwiStrength(750));
                        own.push_back((height <= *h) | kiwiStrength(250));
                    } else {
                        own.push_back(height == 44);
                    }
                    own.push_back(left == 0);
                    own.push_back(width == edit);
                    for (auto& c : own) add(c);
                    if (i == m) churnGroup.insert(churnGroup.end(), own.begin(), own.end());
                }
                for (int i = 0; i < n; ++i) {
                    variables.insert(variables.end(), {tops[i], heights[i], lefts[i], widths[i]});
                    std::string s = std::to_string(i);
                    names.insert(names.end(), {"top_" + s, "height_" + s, "left_" + s, "width_" + s});
                }
                variables.push_back(edit);
                names.push_back("W");
                solver.addEditVariable(edit, kiwiStrength(999));
                suggested = 320;
                solver.suggestValue(edit, suggested);
                break;
            }
            case Kind::random: {
                RandomSystem system = randomSystem(n);
                randomConstraints = system.constraints;
                randomTruth = system.truth;
                for (int i = 0; i < system.variableCount; ++i) {
                    randomVariables.push_back(kiwi::Variable());
                    names.push_back("x_" + std::to_string(i));
                }
                variables = randomVariables;
                for (size_t index = 0; index < system.constraints.size(); ++index) {
                    const RandomConstraint& data = system.constraints[index];
                    std::vector<kiwi::Term> terms;
                    for (auto& [v, coefficient] : data.terms) terms.emplace_back(randomVariables[v], coefficient);
                    kiwi::RelationalOperator op = data.relation == Rel::eq   ? kiwi::OP_EQ
                                                  : data.relation == Rel::le ? kiwi::OP_LE
                                                                             : kiwi::OP_GE;
                    kiwi::Constraint constraint(kiwi::Expression(std::move(terms), data.constant), op,
                                                kiwiStrength(data.priority));
                    add(constraint);
                    if (int(index) >= n / 2 && int(index) < n / 2 + 4) churnGroup.push_back(constraint);
                }
                int e = system.editIndex;
                randomEditIndex = e;
                edit = randomVariables[e];
                suggested = system.truth[e];
                solver.addEditVariable(edit, kiwiStrength(999));
                solver.suggestValue(edit, suggested);
                break;
            }
        }
        values.assign(variables.size(), 0);
        readAll();
    }

    // kiwi needs updateVariables() before values can be read.
    __attribute__((noinline)) double readAll() {
        solver.updateVariables();
        double sum = 0;
        for (size_t i = 0; i < variables.size(); ++i) {
            double value = variables[i].value();
            values[i] = value;
            sum += value;
        }
        return sum;
    }

    double editValue(int k) const {
        double j = double((k * 37) % 101);
        switch (kind) {
            case Kind::row: return 100.0 * n * (0.75 + j / 200);
            case Kind::stack: return 270 + j;
            case Kind::weak: return double(n) * medianLow * (0.5 + j / 100);
            case Kind::random: return randomTruth[randomEditIndex] - 50 + j;
        }
        return 0;
    }

    // Not inlined, so that `scripts/count-instructions` can count this phase alone
    // (valgrind --toggle-collect); one call per phase costs nothing measurable.
    __attribute__((noinline)) void runEdits(std::vector<double>& checksums) {
        for (int k = 0; k < kEditCount; ++k) {
            suggested = editValue(k);
            solver.suggestValue(edit, suggested);
            checksums[k] = readAll();
        }
    }

    __attribute__((noinline)) double runChurn() {
        for (int r = 0; r < kChurnCount; ++r) {
            for (auto& c : churnGroup) solver.removeConstraint(c);
            for (auto& c : churnGroup) solver.addConstraint(c);
        }
        return readAll();
    }

    std::optional<std::vector<double>> expectedValues(double w) const {
        switch (kind) {
            case Kind::row:
            case Kind::weak: {
                double width = w / n;
                if (kind == Kind::weak) {
                    if (width >= medianLow && n % 2 == 0) return std::nullopt;
                    width = std::min(width, medianLow);
                }
                std::vector<double> result;
                for (int i = 0; i < n; ++i) {
                    result.push_back(double(i) * width);
                    result.push_back(width);
                }
                result.push_back(w);
                return result;
            }
            case Kind::stack: {
                std::vector<double> result;
                double top = 0;
                for (int i = 0; i < n; ++i) {
                    double height = stackIntrinsicHeight(i).value_or(44);
                    result.insert(result.end(), {top, height, 0, w});
                    top += height + 8;
                }
                result.push_back(w);
                return result;
            }
            case Kind::random: return std::nullopt;
        }
        return std::nullopt;
    }

    std::optional<std::string> check() const {
        if (auto expected = expectedValues(suggested)) {
            for (size_t i = 0; i < expected->size(); ++i) {
                if (!close(values[i], (*expected)[i]))
                    return names[i] + " = " + num(values[i]) + ", expected " + num((*expected)[i]) +
                           " (W = " + num(suggested) + ")";
            }
            return std::nullopt;
        }
        if (kind == Kind::weak) {
            double width = values[1];
            for (int i = 0; i < n; ++i) {
                if (!close(values[2 * i + 1], width))
                    return "width_" + std::to_string(i) + " = " + num(values[2 * i + 1]) + " but width_0 = " + num(width);
                if (!close(values[2 * i], i * width))
                    return "left_" + std::to_string(i) + " = " + num(values[2 * i]) + ", expected " + num(i * width);
            }
            if (!close(values[2 * n], suggested)) return "W = " + num(values[2 * n]) + ", expected " + num(suggested);
            if (n * width > suggested + 1e-6 * std::max(1.0, suggested)) return "the row overflows W";
            double best = std::min(suggested / n, medianLow);
            double error = 0, optimum = 0;
            for (double p : preferences) {
                error += std::fabs(width - p);
                optimum += std::fabs(best - p);
            }
            if (error > optimum + 1e-6 * std::max(1.0, optimum))
                return "sum of preference errors " + num(error) + ", optimum " + num(optimum);
            return std::nullopt;
        }
        if (kind == Kind::random) return checkRandom();
        return std::nullopt;
    }

    std::optional<std::string> checkRandom() const {
        for (size_t index = 0; index < randomConstraints.size(); ++index) {
            const RandomConstraint& c = randomConstraints[index];
            if (c.priority != 1000) continue;
            double residual = c.constant, scale = std::fabs(c.constant);
            for (auto& [v, a] : c.terms) {
                residual += a * randomVariables[v].value();
                scale += std::fabs(a * randomVariables[v].value());
            }
            double tolerance = 1e-6 * std::max(1.0, scale);
            bool holds = c.relation == Rel::eq   ? std::fabs(residual) <= tolerance
                         : c.relation == Rel::le ? residual <= tolerance
                                                 : residual >= -tolerance;
            if (!holds) return "required constraint #" + std::to_string(index) + " is violated by " + num(residual);
        }
        return std::nullopt;
    }

    std::string randomErrors() const {
        std::map<double, double> sums{{750, 0}, {500, 0}, {250, 0}};
        for (auto& c : randomConstraints) {
            if (c.priority == 1000) continue;
            double residual = c.constant;
            for (auto& [v, a] : c.terms) residual += a * randomVariables[v].value();
            double error = c.relation == Rel::eq ? std::fabs(residual)
                           : c.relation == Rel::le ? std::max(0.0, residual)
                                                   : std::max(0.0, -residual);
            sums[c.priority] += error;
        }
        auto f = [](double x) {
            char buffer[64];
            std::snprintf(buffer, sizeof buffer, "%.6g", std::round(x * 1e6) / 1e6);
            return std::string(buffer);
        };
        return "999:" + f(std::fabs(edit.value() - suggested)) + ",750:" + f(sums[750]) + ",500:" + f(sums[500]) +
               ",250:" + f(sums[250]);
    }

    std::optional<std::string> checkEditChecksums(const std::vector<double>& checksums) const {
        for (int k = 0; k < int(checksums.size()); ++k) {
            auto expected = expectedValues(editValue(k));
            if (!expected) continue;
            double sum = 0, scale = 0;
            for (double x : *expected) {
                sum += x;
                scale += std::fabs(x);
            }
            if (std::fabs(checksums[k] - sum) > 1e-9 * std::max(1.0, scale))
                return "edit step " + std::to_string(k) + " (W = " + num(editValue(k)) + "): sum of values " +
                       num(checksums[k]) + ", expected " + num(sum);
        }
        return std::nullopt;
    }
};

// MARK: - A system read from a file (`kiwi_bench file <path> <phase>`)

// The layout model's engine system, as `layout-bench <N> export <path>` writes it.
struct FileSystem {
    struct Row {
        double priority;
        kiwi::RelationalOperator relation;
        double constant;
        std::vector<std::pair<int, double>> terms;
    };
    int n = 0, views = 0, variableCount = 0;
    std::vector<Row> rows;
    int resizeIndex = -1, constantIndex = -1;
    double width0 = 0, width1 = 0, constant0 = 0, constant1 = 0;
    // The engine's values after the first layout, after the resize and after the constant change.
    std::vector<double> base, resized, respaced;
};

FileSystem readFileSystem(const std::string& path) {
    std::ifstream in(path);
    if (!in) fail("cannot read " + path, 2);
    auto bad = [&](const std::string& what) { fail("bad system file " + path + ": " + what, 2); };
    FileSystem system;
    std::string word;
    int version = 0, constraintCount = 0;
    if (!(in >> word >> version) || word != "layout-bench-system" || version != 1) bad("header");
    std::string nWord, viewsWord, variablesWord, constraintsWord;
    if (!(in >> nWord >> system.n >> viewsWord >> system.views) || nWord != "n" || viewsWord != "views") bad("n");
    if (!(in >> variablesWord >> system.variableCount >> constraintsWord >> constraintCount) ||
        variablesWord != "variables" || constraintsWord != "constraints")
        bad("counts");
    system.base.assign(system.variableCount, NAN);
    system.resized.assign(system.variableCount, NAN);
    system.respaced.assign(system.variableCount, NAN);
    system.rows.reserve(constraintCount);
    while (in >> word) {
        if (word == "c") {
            FileSystem::Row row;
            std::string op;
            int count = 0;
            if (!(in >> row.priority >> op >> row.constant >> count)) bad("constraint");
            row.relation = op == "==" ? kiwi::OP_EQ : op == "<=" ? kiwi::OP_LE : op == ">=" ? kiwi::OP_GE : (bad(op), kiwi::OP_EQ);
            for (int t = 0; t < count; ++t) {
                int v;
                double coefficient;
                if (!(in >> v >> coefficient) || v < 0 || v >= system.variableCount) bad("term");
                row.terms.push_back({v, coefficient});
            }
            system.rows.push_back(std::move(row));
        } else if (word == "resize") {
            if (!(in >> system.resizeIndex >> system.width0 >> system.width1)) bad("resize");
        } else if (word == "constant") {
            if (!(in >> system.constantIndex >> system.constant0 >> system.constant1)) bad("constant");
        } else if (word == "v") {
            int v;
            if (!(in >> v) || v < 0 || v >= system.variableCount) bad("value");
            if (!(in >> system.base[v] >> system.resized[v] >> system.respaced[v])) bad("value");
        } else if (word == "end") {
            break;
        } else {
            bad("unknown line " + word);
        }
    }
    if (word != "end" || int(system.rows.size()) != constraintCount) bad("truncated");
    if (system.resizeIndex < 0 || system.resizeIndex >= constraintCount || system.constantIndex < 0 ||
        system.constantIndex >= constraintCount)
        bad("resize or constant index");
    const FileSystem::Row& width = system.rows[system.resizeIndex];
    if (width.terms.size() != 1 || width.terms[0].second != 1 || width.relation != kiwi::OP_EQ ||
        width.priority < 1000 || -width.constant != system.width0)
        bad("the resize constraint is not `root.width == width`");
    for (int v = 0; v < system.variableCount; ++v)
        if (std::isnan(system.base[v]) || std::isnan(system.resized[v]) || std::isnan(system.respaced[v]))
            bad("no value for variable " + std::to_string(v));
    return system;
}

// The phases on a file system. Every constraint is added in the file's order (the order the
// engine added them); priorities map as kiwiStrength does.
//   build:    create the variables, add every constraint, read every value.
//   constant: after building (untimed), `repetitions` times: remove the exported "constant"
//             constraint and add it again with the other constant (12 then 8 points of title
//             spacing, alternately, as layout-bench's constant phase), then read every value.
//   resize:   kiwi cannot change a constant in place and an edit variable cannot be required, so
//             the root's required `width == 375` is left out and the root's width is an edit
//             variable at kiwi::strength::strong (our 999), suggested 375 while building (untimed);
//             then `repetitions` times: suggest the other width (414, then 375, alternately), read
//             every value.
// A step's time is the median over the repetitions, as in layout-bench. Checked after the clock
// stops: every variable against the engine's values (1e-6, relative above 1) after the last step
// (the first state again) and, after one more untimed step, in the other state; and each step's
// sum of values against the sum of the engine's values in that state.
struct FileBench {
    const FileSystem& system;
    bool editsWidth;
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
    std::vector<double> values;
    kiwi::Variable width;

    kiwi::Constraint make(const FileSystem::Row& row, double constant) {
        std::vector<kiwi::Term> terms;
        terms.reserve(row.terms.size());
        for (auto& [v, coefficient] : row.terms) terms.emplace_back(variables[v], coefficient);
        return kiwi::Constraint(kiwi::Expression(std::move(terms), constant), row.relation, kiwiStrength(row.priority));
    }

    FileBench(const FileSystem& system, bool editsWidth) : system(system), editsWidth(editsWidth) {
        variables.reserve(system.variableCount);
        for (int v = 0; v < system.variableCount; ++v) variables.emplace_back();
        constraints.reserve(system.rows.size());
        for (size_t index = 0; index < system.rows.size(); ++index) {
            constraints.push_back(make(system.rows[index], system.rows[index].constant));
            if (editsWidth && int(index) == system.resizeIndex) continue;
            solver.addConstraint(constraints.back());
        }
        if (editsWidth) {
            width = variables[system.rows[system.resizeIndex].terms[0].first];
            solver.addEditVariable(width, kiwiStrength(999));
            solver.suggestValue(width, system.width0);
        }
        values.assign(variables.size(), 0);
        readAll();
    }

    __attribute__((noinline)) double readAll() {
        solver.updateVariables();
        double sum = 0;
        for (size_t i = 0; i < variables.size(); ++i) {
            double value = variables[i].value();
            values[i] = value;
            sum += value;
        }
        return sum;
    }

    // Step k goes to the other state when k is even, back to the first when k is odd.
    void step(int k) {
        bool other = k % 2 == 0;
        if (editsWidth) {
            solver.suggestValue(width, other ? system.width1 : system.width0);
        } else {
            int index = system.constantIndex;
            solver.removeConstraint(constraints[index]);
            constraints[index] = make(system.rows[index], other ? system.constant1 : system.constant0);
            solver.addConstraint(constraints[index]);
        }
    }

    const std::vector<double>& expected(bool other) const {
        return !other ? system.base : editsWidth ? system.resized : system.respaced;
    }

    std::optional<std::string> check(bool other) const {
        const std::vector<double>& want = expected(other);
        for (size_t v = 0; v < values.size(); ++v) {
            if (!close(values[v], want[v]))
                return "variable " + std::to_string(v) + " = " + num(values[v]) + ", the engine's " + num(want[v]) +
                       (other ? " (other state)" : " (first state)");
        }
        return std::nullopt;
    }

    std::optional<std::string> checkSum(int k, double sum) const {
        double want = 0, scale = 0;
        for (double x : expected(k % 2 == 0)) {
            want += x;
            scale += std::fabs(x);
        }
        if (std::fabs(sum - want) > 1e-9 * std::max(1.0, scale))
            return "step " + std::to_string(k) + ": sum of values " + num(sum) + ", the engine's " + num(want);
        return std::nullopt;
    }
};

int runFile(int argc, char** argv) {
    const char* usage = "usage: kiwi_bench file <path> <build|constant|resize> [repetitions]";
    if (argc != 4 && argc != 5) fail(usage, 2);
    std::string path = argv[2], phase = argv[3];
    if (phase != "build" && phase != "constant" && phase != "resize") fail(usage, 2);
    int repetitions = 20;  // layout-bench's default
    if (argc == 5) {
        char* end = nullptr;
        long parsed = std::strtol(argv[4], &end, 10);
        if (*end != '\0' || parsed < 1 || parsed > 1000000) fail(usage, 2);
        repetitions = int(parsed);
    }
    FileSystem system = readFileSystem(path);
    std::string label = "layout n=" + std::to_string(system.n) + " phase=" + phase;
    double elapsed = 0;
    std::optional<std::string> problem;
    try {
        if (phase == "build") {
            double start = nowMs();
            FileBench* bench = new FileBench(system, false);  // never freed, as in main
            elapsed = nowMs() - start;
            problem = bench->check(false);
        } else {
            FileBench* bench = new FileBench(system, phase == "resize");
            if (auto wrong = bench->check(false)) fail("WRONG before the " + phase + " phase (" + label + "): " + *wrong, 3);
            std::vector<double> times(repetitions), sums(repetitions);
            for (int k = 0; k < repetitions; ++k) {
                double start = nowMs();
                bench->step(k);
                sums[k] = bench->readAll();
                times[k] = nowMs() - start;
            }
            std::vector<double> sorted = times;
            std::sort(sorted.begin(), sorted.end());
            elapsed = sorted[sorted.size() / 2];
            for (int k = 0; k < repetitions && !problem; ++k) problem = bench->checkSum(k, sums[k]);
            if (!problem) problem = bench->check(repetitions % 2 == 1);
            if (!problem) {
                // One more step, untimed, to check the state the last one left fully too.
                bench->step(repetitions);
                bench->readAll();
                problem = bench->check(repetitions % 2 == 0);
            }
        }
    } catch (const std::bad_alloc&) {
        fail("out of memory (" + label + ")", 5);
    } catch (const std::exception& error) {
        fail("solver error (" + label + "): " + error.what(), 4);
    }
    if (problem) fail("WRONG (" + label + "): " + *problem, 3);
    std::printf("scenario=layout n=%d phase=%s time_ms=%.3f peak_rss_kb=%ld check=ok\n", system.n, phase.c_str(),
                std::round(elapsed * 1000) / 1000, peakRssKb());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::string(argv[1]) == "file") return runFile(argc, argv);
    const char* usage =
        "usage: kiwi_bench <row|stack|weak|random> <N >= 3> <build|edit|churn>\n"
        "       kiwi_bench file <path> <build|constant|resize> [repetitions]";
    if (argc != 4) fail(usage, 2);
    std::string kindName = argv[1], phase = argv[3];
    Kind kind;
    if (kindName == "row") kind = Kind::row;
    else if (kindName == "stack") kind = Kind::stack;
    else if (kindName == "weak") kind = Kind::weak;
    else if (kindName == "random") kind = Kind::random;
    else fail(usage, 2);
    char* end = nullptr;
    long parsed = std::strtol(argv[2], &end, 10);
    if (*end != '\0' || parsed < 3 || parsed > 100000000) fail(usage, 2);
    int n = int(parsed);
    if (phase != "build" && phase != "edit" && phase != "churn") fail(usage, 2);
    std::string label = kindName + " n=" + std::to_string(n) + " phase=" + phase;

    double elapsed = 0;
    std::optional<std::string> problem;
    try {
        if (phase == "build") {
            double start = nowMs();
            Bench* bench = new Bench(kind, n);  // never freed: its destruction is not part of the phase
            elapsed = nowMs() - start;
            problem = bench->check();
            if (!problem && kind == Kind::random) std::printf("# errors %s\n", bench->randomErrors().c_str());
        } else {
            Bench* bench = new Bench(kind, n);
            if (auto wrong = bench->check()) fail("WRONG before the " + phase + " phase (" + label + "): " + *wrong, 3);
            if (phase == "edit") {
                std::vector<double> checksums(kEditCount, 0);
                double start = nowMs();
                bench->runEdits(checksums);
                elapsed = nowMs() - start;
                problem = bench->check();
                if (!problem) problem = bench->checkEditChecksums(checksums);
            } else {
                double start = nowMs();
                volatile double checksum = bench->runChurn();
                (void)checksum;
                elapsed = nowMs() - start;
                problem = bench->check();
            }
            if (!problem && kind == Kind::random) std::printf("# errors %s\n", bench->randomErrors().c_str());
        }
    } catch (const std::bad_alloc&) {
        fail("out of memory (" + label + ")", 5);
    } catch (const std::exception& error) {
        fail("solver error (" + label + "): " + error.what(), 4);
    }
    if (problem) fail("WRONG (" + label + "): " + *problem, 3);
    std::printf("scenario=%s n=%d phase=%s time_ms=%.3f peak_rss_kb=%ld check=ok\n", kindName.c_str(), n, phase.c_str(),
                std::round(elapsed * 1000) / 1000, peakRssKb());
    return 0;
}
