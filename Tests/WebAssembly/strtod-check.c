// Compares the WebAssembly build's decimal reader (Sources/ModalKitWeb/strtod.c) with the C
// library's strtod, which glibc rounds correctly, on numbers chosen to be hard: every double
// printed short and long, the exact midpoint between two neighbours and a hair either side of
// it (also past the 800 digits kept), random digit strings from 1 to 900 digits across the whole exponent range, and the edges
// (zero, subnormals, the largest double, overflow).
//
//   cc -O2 -o strtod-check Tests/WebAssembly/strtod-check.c && ./strtod-check [COUNT]
//
// Prints the count compared and exits 1 at the first difference, naming the text.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../Sources/ModalKitWeb/strtod.c"

static uint64_t state = 0x2545F4914F6CDD1Dull;
static uint64_t next(void) {  // xorshift64*
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 2685821657736338717ull;
}

static long compared = 0;

static void check(const char *text) {
  double expected = strtod(text, NULL);
  double found;
  const char *end = _swift_stdlib_strtod_clocale(text, &found);
  compared++;
  if (!end || *end != 0 || memcmp(&expected, &found, sizeof found) != 0) {
    printf("strtod check: FAILED on \"%s\": the C library reads %.17g, strtod.c %.17g%s\n", text,
           expected, found, (!end || *end) ? " (and stopped early)" : "");
    exit(1);
  }
}

static double random_double(void) {
  uint64_t bits = next();
  double value;
  memcpy(&value, &bits, sizeof value);
  return isfinite(value) ? value : 1.0 / (double)(bits | 1);
}

int main(int argc, char **argv) {
  long count = argc > 1 ? atol(argv[1]) : 200000;
  char text[2048];
  const char *edges[] = {
      "0", "-0", "0.0", "00", "000.000e5", "1", "-1", "5e-324", "4.9e-324", "2.4703282292062327e-324",
      "2.4703282292062328e-324", "2.2250738585072011e-308", "2.2250738585072014e-308",
      "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e400",
      "-1e400", "1e-400", "9007199254740993", "9007199254740992.5", "0.1", "0.3333333333333333",
      "123456789012345680", "1e21", "1.5e300", "100.25", "1e-7", "0.000001", "1E2", "5e-1",
      "1e+21", "1.5e+300", "0.000000000000000000000000000000000000000000001e+45",
      "inf", "-Infinity", "NaN"};
  for (size_t i = 0; i < sizeof edges / sizeof *edges; i++) {
    if (strcmp(edges[i], "NaN") == 0) {
      double found;
      _swift_stdlib_strtod_clocale(edges[i], &found);
      if (!isnan(found)) { printf("strtod check: FAILED on NaN\n"); return 1; }
      continue;
    }
    check(edges[i]);
  }
  for (long i = 0; i < count; i++) {
    double value = random_double();
    static const char *formats[] = {"%.17g", "%.16g", "%.15g", "%.20e", "%.3g", "%.40g"};
    for (int f = 0; f < 6; f++) {
      snprintf(text, sizeof text, formats[f], value);
      check(text);
    }
    // The exact midpoint between the value and its upper neighbour, and a hair either side.
    long double low = fabs(value), high = nextafter(fabs(value), INFINITY);
    if (isfinite((double)high)) {
      long double middle = (low + high) / 2;
      int length = snprintf(text, sizeof text, "%.1100Le", middle);
      char *e = strchr(text, 'e');
      char exponent[16];
      strcpy(exponent, e);
      char *last = e - 1;
      while (*last == '0') last--;
      last[1] = 0;
      char exact[2048];
      snprintf(exact, sizeof exact, "%s%s", text, exponent);
      check(exact);
      snprintf(exact, sizeof exact, "%s1%s", text, exponent);  // a hair above
      check(exact);
      // A hair above, past the 800 digits strtod.c keeps: only its record of a dropped digit
      // tells this from the midpoint.
      int kept = (int)strlen(text);
      char far[2048];
      memcpy(far, text, kept);
      while (kept < 900) far[kept++] = '0';
      snprintf(far + kept, sizeof far - kept, "1%s", exponent);
      check(far);
      (void)length;
    }
    // Random digits, from 1 to 900 of them, anywhere in the exponent range.
    int digits = (int)(next() % 30) + 1;
    if (i % 97 == 0) digits = (int)(next() % 900) + 1;
    int at = 0;
    if (next() & 1) text[at++] = '-';
    for (int d = 0; d < digits; d++) {
      text[at++] = (char)('0' + next() % 10);
      if (d == 0 && digits > 1 && (next() & 1)) text[at++] = '.';
    }
    snprintf(text + at, sizeof text - at, "e%d", (int)(next() % 680) - 340);
    check(text);
  }
  printf("strtod check: %ld numbers read as the C library reads them\n", compared);
  return 0;
}
