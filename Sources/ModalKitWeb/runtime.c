// What Embedded Swift asks of its host on wasm32-unknown-none-wasm, and nothing more: memory
// (posix_memalign, free), memcmp, the hash seed (arc4random_buf), the stack protector's guard,
// putchar (for the trap messages of an -Onone build) and 128-bit multiplication (__multi3, from
// Double printing); decimal-to-double reading is in strtod.c. No libc: the module imports
// nothing.
//
// Built by .ci/wasm.sh with the toolchain's clang:
//   clang --target=wasm32-unknown-unknown -nostdlib -ffreestanding -mbulk-memory -O2 -c

typedef unsigned long size_t;
typedef unsigned long long uint64_t;
typedef unsigned int uint32_t;
typedef unsigned char uint8_t;

// MARK: - Memory

// Blocks come in power-of-two sizes from 16 bytes; a freed block goes on its size's free list
// and is reused whole. Each block starts with a 16-byte header holding its size class, so what
// the caller gets is 16-byte aligned; a larger alignment takes a bigger block and records how
// far into it the caller's pointer is.

extern uint8_t __heap_base;

#define PAGE 65536u
#define HEADER 16u
#define CLASSES 32

typedef struct {
  uint32_t size_class;  // the block is 1 << size_class bytes, header included
  uint32_t offset;      // from the block's start to the caller's pointer
} header_t;

static uint8_t *heap_top;
static uint8_t *heap_end;
static void *free_lists[CLASSES];

static void *fresh_block(uint32_t size_class) {
  if (!heap_top) {
    heap_top = (uint8_t *)(((size_t)&__heap_base + 15) & ~(size_t)15);
    heap_end = (uint8_t *)(__builtin_wasm_memory_size(0) * PAGE);
  }
  size_t size = (size_t)1 << size_class;
  if ((size_t)(heap_end - heap_top) < size) {
    size_t missing = size - (size_t)(heap_end - heap_top);
    size_t pages = (missing + PAGE - 1) / PAGE;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    heap_end += pages * PAGE;
  }
  void *block = heap_top;
  heap_top += size;
  return block;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  if (alignment < HEADER) alignment = HEADER;
  size_t needed = size + alignment + HEADER - 16;  // room to align past the header
  if (needed < size) return 12;                    // ENOMEM: the size wrapped around
  uint32_t size_class = 4;
  while (size_class < CLASSES - 1 && ((size_t)1 << size_class) < needed) size_class++;
  if (((size_t)1 << size_class) < needed) return 12;
  void *block = free_lists[size_class];
  if (block) {
    free_lists[size_class] = *(void **)block;
  } else {
    block = fresh_block(size_class);
    if (!block) return 12;
  }
  size_t start = (size_t)block + HEADER;
  size_t aligned = (start + alignment - 1) & ~(alignment - 1);
  header_t *header = (header_t *)(aligned - sizeof(header_t));
  header->size_class = size_class;
  header->offset = (uint32_t)(aligned - (size_t)block);
  *out = (void *)aligned;
  return 0;
}

void free(void *pointer) {
  if (!pointer) return;
  header_t *header = (header_t *)((uint8_t *)pointer - sizeof(header_t));
  uint32_t size_class = header->size_class;
  void *block = (uint8_t *)pointer - header->offset;
  *(void **)block = free_lists[size_class];
  free_lists[size_class] = block;
}

// The bytes the heap has taken from the module's memory (blocks in use and on free lists), for
// a caller measuring it. Exported as mk_heap_bytes.
size_t mk_heap_bytes(void) {
  return heap_top ? (size_t)(heap_top - &__heap_base) : 0;
}

// MARK: - Bytes

int memcmp(const void *left, const void *right, size_t count) {
  const uint8_t *a = left, *b = right;
  for (size_t i = 0; i < count; i++) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

// With -mbulk-memory these are one instruction each (memory.copy, memory.fill).
void *memcpy(void *destination, const void *source, size_t count) {
  __builtin_memcpy(destination, source, count);
  return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
  __builtin_memmove(destination, source, count);
  return destination;
}

void *memset(void *destination, int value, size_t count) {
  __builtin_memset(destination, value, count);
  return destination;
}

// MARK: - Hashing and the stack protector

// A fixed seed: Set and Dictionary hash the same way in every run, which no output depends on
// but which keeps a run repeatable to the instruction.
void arc4random_buf(void *buffer, size_t count) {
  uint8_t *bytes = buffer;
  uint64_t state = 0x9E3779B97F4A7C15ull;
  for (size_t i = 0; i < count; i++) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    bytes[i] = (uint8_t)(state >> 56);
  }
}

// An unoptimized build prints a trap's message with putchar; the module has no output, so the
// message goes nowhere and the trap itself (an `unreachable`) is what the host sees.
int putchar(int character) { return character; }

size_t __stack_chk_guard = 0x5A17E5EDu;

void __stack_chk_fail(void) { __builtin_trap(); }

// MARK: - 128-bit multiplication

typedef union {
  __int128 all;
  struct {
    uint64_t low, high;  // wasm is little-endian
  } parts;
} words_t;

// The full 128-bit product of two 64-bit numbers, from four 32-bit products.
static __int128 multiply_64(uint64_t a, uint64_t b) {
  uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
  words_t result;
  result.parts.low = (middle << 32) | (p00 & 0xFFFFFFFFu);
  result.parts.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
  return result.all;
}

__int128 __multi3(__int128 a, __int128 b) {
  words_t x, y, result;
  x.all = a;
  y.all = b;
  result.all = multiply_64(x.parts.low, y.parts.low);
  result.parts.high += x.parts.high * y.parts.low + x.parts.low * y.parts.high;
  return result.all;
}
