/* The wide paths of the keyed batch loop (batch.pyx, _wide_keyed_range): 16 (AVX-512) or 8
 * (AVX2) hands a step through vector instructions, with exactly the values of the scalar loop
 * (high.pyx, keyed_range), included by batch.pyx after Python.h.
 *
 * A hand of 5 to 7 cards, none outside the deck, is valued as the scalar loop values it: its rank
 * key (the sum of its cards' rank weights, see high.pyx) finds a slot of the rank-key hash
 * (bucket = key >> 18, slot = (key ^ displace[bucket]) & (2**17 - 1)) that holds the hand's value,
 * unless five cards share a suit: then a flush table holds it (high, short deck), or the hand is
 * rare (deuce-to-seven); eight-or-better reads ace-to-five's slots, less an offset. The paths make
 * the rank key with no table in memory (in-register tables of the rank weights, see each path)
 * and read the hash with gathers (or, avx512_loads, with a plain load a lane). Rare hands (more
 * than 7 cards; a flush where the system has no flush table) are valued one at a time by the
 * system's scalar kernel, after each block of steps.
 *
 * A path takes whole steps while every hand of a step is valid (no card outside the deck, 5 to
 * max_cards cards) and returns the index where it stopped: the first hand of a step that holds a
 * bad card set, or of a tail shorter than a step. The scalar loop takes it from there (it names
 * the bad card set, or does the tail), so no path reads or writes past `stop`.
 *
 * The paths are compiled with the target attributes of GCC and Clang, so the module runs on any
 * x86-64 machine and picks a path at import from what the CPU reports (pokerbits_wide_supported;
 * batch.pyx says which it prefers). Other compilers and machines (MSVC, clang-cl, arm64) get the
 * scalar loop only.
 */
#ifndef POKERBITS_WIDE_H
#define POKERBITS_WIDE_H
#include <stdint.h>

enum {
    POKERBITS_PATH_SCALAR = 0,
    POKERBITS_PATH_AVX2 = 1,
    POKERBITS_PATH_AVX512 = 2,
    POKERBITS_PATH_AVX512_LOADS = 3,   /* AVX-512, the hash read by plain loads, not gathers */
};

#define POKERBITS_WIDE_STEP 16     /* the longest step of any path */
#define POKERBITS_WIDE_BLOCK 512   /* hands a path takes before it values the rare ones among them */

/* What a step does with a hand that has five cards of a suit (and at most seven cards). */
enum {
    POKERBITS_FLUSH_IGNORED = 0,   /* nothing: the system's value reads ranks alone (ace-to-five) */
    POKERBITS_FLUSH_TABLE = 1,     /* its value is flush_values[the suit's rank mask] (high, short deck) */
    POKERBITS_FLUSH_RARE = 2,      /* the rare kernel values it (deuce-to-seven) */
};

/* The rank weights of the rank key (high.pyx, SUIT_KEY), summed over the bits of each chunk of a
 * suit's 13-bit rank mask: ranks 0-4 (32 entries), 5-8 and 9-12 (16 entries each). Filled once at
 * import (pokerbits_fill_wide_weights); for a rank mask m, the sum of its ranks' weights is
 * low5[m & 31] + mid4[(m >> 5) & 15] + top4[(m >> 9) & 15]. */
typedef struct {
    uint32_t low5[32];
    uint32_t mid4[16];
    uint32_t top4[16];
    uint32_t chunk3[5][8];   /* AVX2: ranks 3c to 3c + 2 in chunk3[c] (c = 4: rank 12 alone) */
} pokerbits_rank_weights;

typedef int (*pokerbits_card_set_value)(uint64_t);

/* One system's keyed batch: where its values are and what its hands may hold. */
typedef struct {
    const uint16_t* displace;       /* the rank-key hash's displacements, 2**14 + 1 entries */
    const uint16_t* slot_values;    /* the value in each slot, 2**17 + 1 entries */
    const uint16_t* flush_values;   /* POKERBITS_FLUSH_TABLE: value per suit rank mask, 8192 + 1 */
    pokerbits_card_set_value rare;  /* the scalar kernel of the rare hands */
    uint64_t deck;                  /* the cards the system's hands are made of */
    int max_cards;                  /* at least 7 */
    int flush;                      /* POKERBITS_FLUSH_... */
    int offset;                     /* a slot value v is the value max(v - offset, 0) */
} pokerbits_wide_lookup;

static pokerbits_rank_weights pokerbits_weights;

/* The sum of the weights of ranks first, first + 1, ... below `end` whose bits (from bit 0) are
 * set in m. */
static uint32_t pokerbits_chunk_weight(const uint32_t* rank_weight, int m, int first, int end) {
    uint32_t sum = 0;
    int r;
    for (r = first; r < end; r++)
        if (m >> (r - first) & 1)
            sum += rank_weight[r];
    return sum;
}

/* pokerbits_weights from the 13 rank weights. */
static void pokerbits_fill_wide_weights(const uint32_t* rank_weight) {
    int m, c;
    for (m = 0; m < 32; m++)
        pokerbits_weights.low5[m] = pokerbits_chunk_weight(rank_weight, m, 0, 5);
    for (m = 0; m < 16; m++) {
        pokerbits_weights.mid4[m] = pokerbits_chunk_weight(rank_weight, m, 5, 9);
        pokerbits_weights.top4[m] = pokerbits_chunk_weight(rank_weight, m, 9, 13);
    }
    for (c = 0; c < 5; c++)
        for (m = 0; m < 8; m++)
            pokerbits_weights.chunk3[c][m] = pokerbits_chunk_weight(rank_weight, m, 3 * c,
                                                                     3 * c + 3 < 13 ? 3 * c + 3 : 13);
}

/* Each path: the values of card_sets[start:stop] into out, whole steps while every hand of a
 * step is valid; the index of the first hand not done (see above). */
typedef Py_ssize_t (*pokerbits_wide_range)(const uint64_t*, int32_t*, Py_ssize_t, Py_ssize_t,
                                                const pokerbits_wide_lookup*);

/* A path's loop over one block: from start to at most stop (whole steps, at most
 * POKERBITS_WIDE_BLOCK hands), as pokerbits_wide_range, but the rare hands are only listed: their
 * offsets from start into rare_at (room for POKERBITS_WIDE_BLOCK + 16), how many into *n_rare. */
typedef Py_ssize_t (*pokerbits_wide_block)(const uint64_t*, int32_t*, Py_ssize_t, Py_ssize_t,
                                           const pokerbits_wide_lookup*, uint32_t*, int*);

/* A path's pokerbits_wide_range from its block loop (of `step` hands a step): block by block, the
 * rare hands of each valued after it by the rare kernel. A call in the block's loop would cost the
 * loop its vector registers (every one is the callee's to change), where its constants sit. */
static Py_ssize_t pokerbits_wide_blocks(pokerbits_wide_block block, Py_ssize_t step, const uint64_t* card_sets,
                                        int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                        const pokerbits_wide_lookup* t) {
    uint32_t rare_at[POKERBITS_WIDE_BLOCK + 16];
    Py_ssize_t i = start, end, done;
    int n_rare, k;
    while (stop - i >= step) {
        end = i + (stop - i < POKERBITS_WIDE_BLOCK ? stop - i : POKERBITS_WIDE_BLOCK) / step * step;
        done = block(card_sets, out, i, end, t, rare_at, &n_rare);
        for (k = 0; k < n_rare; k++)
            out[i + rare_at[k]] = t->rare(card_sets[i + rare_at[k]]);
        i = done;
        if (done < end)
            break;
    }
    return i;
}

/* One system's Omaha batch (omaha.pxd): a deal of 4 to 6 hole cards and 3 to 5 board cards,
 * apart. High: the board's rank key finds its row of board_pair_value (board_displace, board_row:
 * bucket = key >> 20, slot = (key ^ displace) & (2**14 - 1)), the deal's value is the best cell
 * of its hole pairs' columns (pair_column: 13 * a + b), or a flush of two hole cards and three
 * board cards of a suit (flush_values: high's SUITED5), or it is rare (a straight flush among that
 * suit's cards). Eight-or-better: one cell of low_values by the hole's and the board's ranks A..8. */
typedef int (*pokerbits_deal_value)(uint64_t, uint64_t);

typedef struct {
    const uint16_t* board_displace;   /* 2**12 + 1 entries */
    const uint16_t* board_row;        /* 2**14 + 1 entries */
    const uint16_t* board_pair_value; /* 91 a row, and one entry more */
    const uint8_t* pair_column;       /* 13 * 13 */
    const uint8_t* low_values;        /* 2**16 + 3 entries; NULL: high */
    const uint16_t* flush_values;     /* 8192 + 1 entries */
    int straight_flush;               /* flush_values above it are straight flushes */
    pokerbits_deal_value rare;        /* the scalar kernel of the rare deals (high) */
} pokerbits_wide_omaha;

/* A path's Omaha loop: the values of deals start:stop into out, whole steps while every deal of
 * a step is valid, the rare ones listed as in pokerbits_wide_block; the index where it stopped. */
typedef Py_ssize_t (*pokerbits_omaha_block)(const uint64_t*, const uint64_t*, int32_t*, Py_ssize_t, Py_ssize_t,
                                            const pokerbits_wide_omaha*, uint32_t*, int*);

/* pokerbits_wide_blocks for Omaha deals. */
static Py_ssize_t pokerbits_omaha_blocks(pokerbits_omaha_block block, Py_ssize_t step, const uint64_t* holes,
                                         const uint64_t* boards, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                         const pokerbits_wide_omaha* t) {
    uint32_t rare_at[POKERBITS_WIDE_BLOCK + 16];
    Py_ssize_t i = start, end, done;
    int n_rare, k;
    while (stop - i >= step) {
        end = i + (stop - i < POKERBITS_WIDE_BLOCK ? stop - i : POKERBITS_WIDE_BLOCK) / step * step;
        done = block(holes, boards, out, i, end, t, rare_at, &n_rare);
        for (k = 0; k < n_rare; k++)
            out[i + rare_at[k]] = t->rare(holes[i + rare_at[k]], boards[i + rare_at[k]]);
        i = done;
        if (done < end)
            break;
    }
    return i;
}

typedef Py_ssize_t (*pokerbits_omaha_range)(const uint64_t*, const uint64_t*, int32_t*, Py_ssize_t, Py_ssize_t,
                                            const pokerbits_wide_omaha*);

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(_MSC_VER)
#define POKERBITS_WIDE_X86 1   /* (clang-cl, _MSC_VER too, may lack __builtin_cpu_supports' runtime) */
#include "wide_avx512.h"
#include "wide_avx2.h"
#endif

/* The Omaha loop of a path (NULL: none; the AVX-512 paths share one, whose gathers read the
 * board's hash and its row's cells). */
static pokerbits_omaha_range pokerbits_omaha_loop(int path) {
#if defined(POKERBITS_WIDE_X86)
    if (path == POKERBITS_PATH_AVX512 || path == POKERBITS_PATH_AVX512_LOADS)
        return pokerbits_avx512_omaha;
#endif
    (void)path;
    return NULL;
}

/* Whether this machine runs path `path` (the scalar path: always). */
static int pokerbits_wide_supported(int path) {
    if (path == POKERBITS_PATH_SCALAR)
        return 1;
#if defined(POKERBITS_WIDE_X86)
    __builtin_cpu_init();
    if (path == POKERBITS_PATH_AVX2)
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
    if (path == POKERBITS_PATH_AVX512 || path == POKERBITS_PATH_AVX512_LOADS)
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
               && __builtin_cpu_supports("avx512bitalg") && __builtin_cpu_supports("avx512vpopcntdq")
               && __builtin_cpu_supports("popcnt");
#endif
    return 0;
}

/* The loop of a path (NULL for the scalar path, or one this build does not have). */
static pokerbits_wide_range pokerbits_wide_loop(int path) {
#if defined(POKERBITS_WIDE_X86)
    if (path == POKERBITS_PATH_AVX512)
        return pokerbits_avx512_range;
    if (path == POKERBITS_PATH_AVX512_LOADS)
        return pokerbits_avx512_loads_range;
    if (path == POKERBITS_PATH_AVX2)
        return pokerbits_avx2_range;
#endif
    (void)path;
    return NULL;
}

#endif
