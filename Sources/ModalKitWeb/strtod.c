// _swift_stdlib_strtod_clocale, which Swift's Double(_ text:) calls: decimal text to the
// nearest double, for Embedded Swift on wasm32, where there is no C library.
//
// Built by .ci/wasm.sh into the module; .ci/wasm-strtod-check.c compiles it natively too and
// compares it with the C library's strtod on a million numbers.

typedef unsigned long long u64;  // own names: the native check includes <stdint.h>
typedef unsigned char u8;

// Decimal text to the nearest double, ties to even, exactly: the "simple decimal conversion"
// of Go's strconv (the decimal is shifted by powers of two, in base 10, until its integer part
// holds the 53 bits of the result). Up to 800 significant digits are kept, and whether any
// non-zero digit was dropped, which is all the rounding needs. Reads what Swift's Double(_:)
// passes on: an optional sign, digits with an optional point, an optional exponent; and
// "inf", "infinity" and "nan" in any case. Hexadecimal text is refused (a trace never has it).

#define DIGITS 800

typedef struct {
  u8 digits[DIGITS];  // digit values 0 to 9, most significant first, no trailing zeros
  int count;               // digits used
  int point;               // the value is 0.digits × 10^point
  int negative;
  int truncated;  // a non-zero digit was dropped beyond `digits`
} decimal_t;

static void trim(decimal_t *d) {
  while (d->count > 0 && d->digits[d->count - 1] == 0) d->count--;
  if (d->count == 0) d->point = 0;
}

// Divides by 2^k, k <= 60.
static void shift_right(decimal_t *d, unsigned k) {
  int read = 0, write = 0;
  u64 n = 0;
  for (; (n >> k) == 0; read++) {
    if (read >= d->count) {
      if (n == 0) {
        d->count = 0;
        return;
      }
      while ((n >> k) == 0) {
        n *= 10;
        read++;
      }
      break;
    }
    n = n * 10 + d->digits[read];
  }
  d->point -= read - 1;
  u64 mask = ((u64)1 << k) - 1;
  for (; read < d->count; read++) {
    u64 digit = n >> k;
    n &= mask;
    d->digits[write++] = (u8)digit;
    n = n * 10 + d->digits[read];
  }
  while (n > 0) {
    u64 digit = n >> k;
    n &= mask;
    if (write < DIGITS) {
      d->digits[write++] = (u8)digit;
    } else if (digit > 0) {
      d->truncated = 1;
    }
    n *= 10;
  }
  d->count = write;
  trim(d);
}

// Multiplies by 2^k, k <= 60: each digit times 2^k plus the carry stays below 2^64.
static void shift_left(decimal_t *d, unsigned k) {
  u8 product[DIGITS + 20];
  int write = DIGITS + 19;
  u64 n = 0;
  for (int read = d->count - 1; read >= 0; read--) {
    n += (u64)d->digits[read] << k;
    u64 quotient = n / 10;
    product[write--] = (u8)(n - 10 * quotient);
    n = quotient;
  }
  while (n > 0) {
    u64 quotient = n / 10;
    product[write--] = (u8)(n - 10 * quotient);
    n = quotient;
  }
  int first = write + 1;
  int length = DIGITS + 20 - first;
  d->point += length - d->count;
  int kept = length < DIGITS ? length : DIGITS;
  for (int i = 0; i < kept; i++) d->digits[i] = product[first + i];
  for (int i = kept; i < length; i++) {
    if (product[first + i] != 0) d->truncated = 1;
  }
  d->count = kept;
  trim(d);
}

static void shift(decimal_t *d, int k) {
  if (d->count == 0) return;
  while (k > 60) {
    shift_left(d, 60);
    k -= 60;
  }
  while (k < -60) {
    shift_right(d, 60);
    k += 60;
  }
  if (k > 0) shift_left(d, (unsigned)k);
  if (k < 0) shift_right(d, (unsigned)-k);
}

// Whether the digits from `at` on round the integer part up: above half, or half exactly and
// the last kept digit odd (or something non-zero was dropped).
static int rounds_up(const decimal_t *d, int at) {
  if (at < 0 || at >= d->count) return 0;
  if (d->digits[at] == 5 && at + 1 == d->count) {
    if (d->truncated) return 1;
    return at > 0 && d->digits[at - 1] % 2 == 1;
  }
  return d->digits[at] >= 5;
}

static u64 rounded_integer(const decimal_t *d) {
  if (d->point > 20) return ~(u64)0;
  u64 n = 0;
  int i = 0;
  for (; i < d->point && i < d->count; i++) n = n * 10 + d->digits[i];
  for (; i < d->point; i++) n *= 10;
  if (rounds_up(d, d->point)) n++;
  return n;
}

// How far to shift for a decimal point position, so that one shift never overshoots.
static int power_step(int point) {
  static const int steps[] = {1, 3, 6, 9, 13, 16, 19, 23, 26};
  return point < 9 ? steps[point] : 27;
}

static u64 double_bits(decimal_t *d) {
  const int mantissa_bits = 52, exponent_bits = 11, bias = -1023;
  int exponent = 0;
  u64 mantissa = 0;
  if (d->count == 0 || d->point < -330) {
    exponent = bias;
    goto assemble;
  }
  if (d->point > 310) goto overflow;
  while (d->point > 0) {
    int n = power_step(d->point);
    shift(d, -n);
    exponent += n;
  }
  while (d->point < 0 || (d->point == 0 && d->digits[0] < 5)) {
    int n = power_step(-d->point);
    shift(d, n);
    exponent -= n;
  }
  exponent--;  // [0.5, 1) to [1, 2)
  if (exponent < bias + 1) {
    int n = bias + 1 - exponent;
    shift(d, -n);
    exponent += n;
  }
  if (exponent - bias >= (1 << exponent_bits) - 1) goto overflow;
  shift(d, 1 + mantissa_bits);
  mantissa = rounded_integer(d);
  if (mantissa == (u64)2 << mantissa_bits) {
    mantissa >>= 1;
    exponent++;
    if (exponent - bias >= (1 << exponent_bits) - 1) goto overflow;
  }
  if ((mantissa & ((u64)1 << mantissa_bits)) == 0) exponent = bias;  // subnormal
  goto assemble;
overflow:
  mantissa = 0;
  exponent = (1 << exponent_bits) - 1 + bias;
assemble:;
  u64 bits = mantissa & (((u64)1 << mantissa_bits) - 1);
  bits |= (u64)((exponent - bias) & ((1 << exponent_bits) - 1)) << mantissa_bits;
  if (d->negative) bits |= (u64)1 << 63;
  return bits;
}

static int lower(char c) { return (c >= 'A' && c <= 'Z') ? c + ('a' - 'A') : c; }

// Whether `text` starts with `word` in any case; returns its length, or 0.
static int starts_with(const char *text, const char *word) {
  int i = 0;
  for (; word[i]; i++) {
    if (lower(text[i]) != word[i]) return 0;
  }
  return i;
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  static decimal_t d;  // 800 digits: kept off the small wasm stack
  const char *p = text;
  d.count = 0;
  d.point = 0;
  d.negative = 0;
  d.truncated = 0;
  if (*p == '+' || *p == '-') d.negative = *p++ == '-';
  int length;
  if ((length = starts_with(p, "infinity")) || (length = starts_with(p, "inf"))) {
    u64 bits = ((u64)0x7FF << 52) | ((u64)d.negative << 63);
    __builtin_memcpy(result, &bits, sizeof bits);
    return p + length;
  }
  if ((length = starts_with(p, "nan"))) {
    u64 bits = ((u64)0x7FF8 << 48) | ((u64)d.negative << 63);
    __builtin_memcpy(result, &bits, sizeof bits);
    return p + length;
  }
  int saw_point = 0, saw_digits = 0;
  for (;; p++) {
    if (*p == '.') {
      if (saw_point) break;
      saw_point = 1;
      d.point = d.count;
    } else if (*p >= '0' && *p <= '9') {
      saw_digits = 1;
      if (*p == '0' && d.count == 0) {
        d.point--;  // a leading zero only moves the point
      } else if (d.count < DIGITS) {
        d.digits[d.count++] = (u8)(*p - '0');
      } else if (*p != '0') {
        d.truncated = 1;
      }
    } else {
      break;
    }
  }
  if (!saw_digits) return 0;
  if (!saw_point) d.point = d.count;
  if (*p == 'e' || *p == 'E') {
    const char *q = p + 1;
    int sign = 1;
    if (*q == '+' || *q == '-') sign = *q++ == '-' ? -1 : 1;
    if (*q >= '0' && *q <= '9') {
      int exponent = 0;
      for (; *q >= '0' && *q <= '9'; q++) {
        if (exponent < 10000) exponent = exponent * 10 + (*q - '0');
      }
      d.point += sign * exponent;
      p = q;
    }
  }
  if (*p == 'x' || *p == 'X') return 0;  // hexadecimal: not read here
  trim(&d);
  u64 bits = double_bits(&d);
  __builtin_memcpy(result, &bits, sizeof bits);
  return p;
}
