/* The AVX-512 paths of the keyed batch loop (see wide.h): 16 hands a step, in two registers of 8
 * card sets, the hash read by gathers (avx512) or by plain loads (avx512_loads). Needs AVX-512 F,
 * BW, BITALG (a popcount per suit) and VPOPCNTDQ (a popcount per card set). */
#include <immintrin.h>

#define POKERBITS_AVX512 __attribute__((target("avx512f,avx512bw,avx512bitalg,avx512vpopcntdq,popcnt")))

/* The rank weights of the card sets of x, two suits in each 32-bit half of a card set (13-bit
 * rank masks in 16-bit halves): per 32-bit lane, the sum of its two masks' weights. vpermt2d and
 * vpermd read only the low 5 or 4 bits of an index, so each chunk of a mask needs a shift, not a
 * mask. */
POKERBITS_AVX512 static inline __m512i pokerbits_avx512_weights(__m512i x, __m512i low_a, __m512i low_b, __m512i mid,
                                                               __m512i top) {
    __m512i low = _mm512_add_epi32(_mm512_permutex2var_epi32(low_a, x, low_b),
                                   _mm512_permutex2var_epi32(low_a, _mm512_srli_epi32(x, 16), low_b));
    __m512i middle = _mm512_add_epi32(_mm512_permutexvar_epi32(_mm512_srli_epi32(x, 5), mid),
                                      _mm512_permutexvar_epi32(_mm512_srli_epi32(x, 21), mid));
    __m512i high = _mm512_add_epi32(_mm512_permutexvar_epi32(_mm512_srli_epi32(x, 9), top),
                                    _mm512_permutexvar_epi32(_mm512_srli_epi32(x, 25), top));
    return _mm512_add_epi32(_mm512_add_epi32(low, middle), high);
}

/* The hands of x (8 card sets) that are valid and within `most` - 5 cards above five (unsigned
 * compare: fewer than 5 wrap round), no card outside the deck. */
POKERBITS_AVX512 static inline __mmask8 pokerbits_avx512_within(__m512i x, __m512i outside, __m512i above_five,
                                                               __m512i most) {
    __m512i count = _mm512_sub_epi64(_mm512_popcnt_epi64(x), above_five);
    return _mm512_mask_cmple_epu64_mask(_mm512_testn_epi64_mask(x, outside), count, most);
}

/* The block loop (see pokerbits_wide_block), for a system whose flushes are `flush`; `loads`: the
 * hash and the flush table read lane by lane with plain loads (the avx512_loads path), else with
 * gathers (the avx512 path). */
__attribute__((always_inline)) POKERBITS_AVX512 static inline Py_ssize_t pokerbits_avx512_loop(
        const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop, const pokerbits_wide_lookup* t,
        uint32_t* rare_at, int* n_rare, const int flush, const int loads) {
    const __m512i low_a = _mm512_loadu_si512(pokerbits_weights.low5);
    const __m512i low_b = _mm512_loadu_si512(pokerbits_weights.low5 + 16);
    const __m512i mid = _mm512_loadu_si512(pokerbits_weights.mid4);
    const __m512i top = _mm512_loadu_si512(pokerbits_weights.top4);
    const __m512i outside = _mm512_set1_epi64((long long)~t->deck);
    const __m512i five = _mm512_set1_epi64(5), two = _mm512_set1_epi64(2);
    const __m512i most = _mm512_set1_epi64(t->max_cards - 5);
    const __m512i five_suited = _mm512_set1_epi16(5);
    /* the low and the high 32 bits of each card set of two registers, in one */
    const __m512i evens = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i odds = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i entry = _mm512_set1_epi32(0xFFFF), slot_mask = _mm512_set1_epi32(0x1FFFF);
    const __m512i rank_mask = _mm512_set1_epi32(0x1FFF), offset = _mm512_set1_epi32(t->offset);
    const void* displace = t->displace;
    const void* slot_values = t->slot_values;
    const void* flush_values = t->flush_values;
    const uint16_t *displace_entries = t->displace, *slot_entries = t->slot_values, *flush_entries = t->flush_values;
    uint32_t lane_keys[16] __attribute__((aligned(64))), flush_ranks[16] __attribute__((aligned(64)));
    int32_t lane_values[16] __attribute__((aligned(64))), flush_lanes[16] __attribute__((aligned(64)));
    Py_ssize_t i;
    int rares = 0, k;
    for (i = start; i < stop; i += 16) {
        __m512i x0 = _mm512_loadu_si512(card_sets + i), x1 = _mm512_loadu_si512(card_sets + i + 8);
        /* the card sets 256 hands on (as an integer: a prefetch past the buffer is no access):
           from memory, a seven-card batch ran 1.50 ns a hand without, 1.30 with */
        _mm_prefetch((const char*)((uintptr_t)(card_sets + i) + 2048), _MM_HINT_T0);
        _mm_prefetch((const char*)((uintptr_t)(card_sets + i) + 2048 + 64), _MM_HINT_T0);
        /* plain hands: 5 to 7 cards; others must be valid (the step is the scalar loop's, else)
           and are rare */
        __mmask16 rare = 0, plain = _mm512_kunpackb(pokerbits_avx512_within(x1, outside, five, two),
                                                    pokerbits_avx512_within(x0, outside, five, two));
        if (plain != 0xFFFF) {
            if (_mm512_kunpackb(pokerbits_avx512_within(x1, outside, five, most),
                                pokerbits_avx512_within(x0, outside, five, most)) != 0xFFFF)
                break;
            rare = (__mmask16)~plain;
        }
        /* the rank keys, one per 32-bit lane: the low and high halves' weights added */
        __m512i w0 = pokerbits_avx512_weights(x0, low_a, low_b, mid, top);
        __m512i w1 = pokerbits_avx512_weights(x1, low_a, low_b, mid, top);
        __m512i keys = _mm512_add_epi32(_mm512_permutex2var_epi32(w0, evens, w1),
                                        _mm512_permutex2var_epi32(w0, odds, w1));
        __m512i values;
        if (loads) {
            /* the hash read lane by lane: where a gather costs more than its 16 loads (AMD Zen 4:
               the two gathers of a step took 1.2 ns a hand, more than all the rest of it) */
            _mm512_store_si512(lane_keys, keys);
            for (k = 0; k < 16; k++)
                lane_values[k] = slot_entries[(lane_keys[k] ^ displace_entries[lane_keys[k] >> 18]) & 0x1FFFF];
            values = _mm512_load_si512(lane_values);
        } else {
            /* the hash: a 32-bit gather at a 16-bit entry holds the next entry above it (the
               tables have one entry more than their slots); 0x78 is a ^ (b & c) */
            __m512i moved = _mm512_i32gather_epi32(_mm512_srli_epi32(keys, 18), displace, 2);
            __m512i slot = _mm512_and_si512(_mm512_ternarylogic_epi32(keys, moved, entry, 0x78), slot_mask);
            values = _mm512_i32gather_epi32(slot, slot_values, 2);
        }
        if (flush != POKERBITS_FLUSH_IGNORED) {
            /* the suits of five cards or more, and their rank masks (one suit: at most 7 cards) */
            __mmask32 suited0 = _mm512_cmpge_epu16_mask(_mm512_popcnt_epi16(x0), five_suited);
            __mmask32 suited1 = _mm512_cmpge_epu16_mask(_mm512_popcnt_epi16(x1), five_suited);
            __m512i f0 = _mm512_maskz_mov_epi16(suited0, x0), f1 = _mm512_maskz_mov_epi16(suited1, x1);
            __mmask16 flushes = _mm512_kunpackb(_mm512_test_epi64_mask(f1, f1), _mm512_test_epi64_mask(f0, f0));
            if (flush == POKERBITS_FLUSH_RARE) {
                rare |= flushes;
            } else if (flushes) {   /* a gather, even of no lanes, costs more than the branch */
                f0 = _mm512_or_si512(f0, _mm512_srli_epi64(f0, 32));
                f1 = _mm512_or_si512(f1, _mm512_srli_epi64(f1, 32));
                __m512i ranks = _mm512_permutex2var_epi32(f0, evens, f1);
                ranks = _mm512_and_si512(_mm512_or_si512(ranks, _mm512_srli_epi32(ranks, 16)), rank_mask);
                if (loads) {   /* a few lanes: one load each */
                    unsigned left = flushes;
                    _mm512_store_si512(flush_ranks, ranks);
                    _mm512_store_si512(flush_lanes, values);
                    while (left) {
                        k = __builtin_ctz(left);
                        left &= left - 1;
                        flush_lanes[k] = flush_entries[flush_ranks[k]];
                    }
                    values = _mm512_load_si512(flush_lanes);
                } else {
                    values = _mm512_mask_i32gather_epi32(values, flushes, ranks, flush_values, 2);
                }
            }
        }
        values = _mm512_max_epi32(_mm512_sub_epi32(_mm512_and_si512(values, entry), offset), _mm512_setzero_si512());
        _mm512_storeu_si512(out + i, values);
        /* the offsets of the rare hands, packed (and junk after them) */
        _mm512_storeu_si512(rare_at + rares, _mm512_maskz_compress_epi32(
            rare, _mm512_add_epi32(_mm512_set1_epi32((int)(i - start)), lanes)));
        rares += __builtin_popcount(rare);
    }
    *n_rare = rares;
    return i;
}

#define POKERBITS_AVX512_BLOCK(name, flush, loads)                                                            \
    POKERBITS_AVX512 static Py_ssize_t name(const uint64_t* card_sets, int32_t* out, Py_ssize_t start,         \
                                            Py_ssize_t stop, const pokerbits_wide_lookup* t, uint32_t* rare_at, \
                                            int* n_rare) {                                                    \
        return pokerbits_avx512_loop(card_sets, out, start, stop, t, rare_at, n_rare, flush, loads);          \
    }
POKERBITS_AVX512_BLOCK(pokerbits_avx512_flush_table, POKERBITS_FLUSH_TABLE, 0)
POKERBITS_AVX512_BLOCK(pokerbits_avx512_flush_rare, POKERBITS_FLUSH_RARE, 0)
POKERBITS_AVX512_BLOCK(pokerbits_avx512_flush_ignored, POKERBITS_FLUSH_IGNORED, 0)
POKERBITS_AVX512_BLOCK(pokerbits_avx512_loads_flush_table, POKERBITS_FLUSH_TABLE, 1)
POKERBITS_AVX512_BLOCK(pokerbits_avx512_loads_flush_rare, POKERBITS_FLUSH_RARE, 1)
POKERBITS_AVX512_BLOCK(pokerbits_avx512_loads_flush_ignored, POKERBITS_FLUSH_IGNORED, 1)

/* The path of gathers (pokerbits_avx512_range) and the path of loads (the hash read lane by
 * lane: pokerbits_avx512_loads_range), the same loop otherwise: which is faster depends on the
 * CPU's gathers, and the measured pick (batch.pyx) times both. */
static Py_ssize_t pokerbits_avx512_range(const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                         const pokerbits_wide_lookup* t) {
    pokerbits_wide_block block = t->flush == POKERBITS_FLUSH_TABLE  ? pokerbits_avx512_flush_table
                                 : t->flush == POKERBITS_FLUSH_RARE ? pokerbits_avx512_flush_rare
                                                                    : pokerbits_avx512_flush_ignored;
    return pokerbits_wide_blocks(block, 16, card_sets, out, start, stop, t);
}

static Py_ssize_t pokerbits_avx512_loads_range(const uint64_t* card_sets, int32_t* out, Py_ssize_t start,
                                               Py_ssize_t stop, const pokerbits_wide_lookup* t) {
    pokerbits_wide_block block = t->flush == POKERBITS_FLUSH_TABLE  ? pokerbits_avx512_loads_flush_table
                                 : t->flush == POKERBITS_FLUSH_RARE ? pokerbits_avx512_loads_flush_rare
                                                                    : pokerbits_avx512_loads_flush_ignored;
    return pokerbits_wide_blocks(block, 16, card_sets, out, start, stop, t);
}

/* The rank of the lowest card of each card set of x (bits 16 * suit + rank; 0 for no card), and
 * x without it. */
POKERBITS_AVX512 static inline __m512i pokerbits_avx512_next_rank(__m512i* x) {
    __m512i lowest = _mm512_and_si512(*x, _mm512_sub_epi64(_mm512_setzero_si512(), *x));
    *x = _mm512_xor_si512(*x, lowest);
    __m512i index = _mm512_popcnt_epi64(_mm512_sub_epi64(lowest, _mm512_set1_epi64(1)));
    return _mm512_and_si512(index, _mm512_set1_epi64(15));
}

/* The low 32 bits of the card sets of two registers (8 each), in one. */
POKERBITS_AVX512 static inline __m512i pokerbits_avx512_lows(__m512i a, __m512i b) {
    return _mm512_permutex2var_epi32(
        a, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), b);
}

/* Each card set's ranks, as a 13-bit mask. */
POKERBITS_AVX512 static inline __m512i pokerbits_avx512_ranks(__m512i x) {
    x = _mm512_or_si512(x, _mm512_srli_epi64(x, 32));
    return _mm512_and_si512(_mm512_or_si512(x, _mm512_srli_epi64(x, 16)), _mm512_set1_epi64(0x1FFF));
}

/* Omaha deals, 16 a step (see pokerbits_wide_omaha): the block loop of pokerbits_omaha_block. */
POKERBITS_AVX512 static Py_ssize_t pokerbits_avx512_omaha_block(const uint64_t* holes, const uint64_t* boards,
                                                               int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                                               const pokerbits_wide_omaha* t, uint32_t* rare_at,
                                                               int* n_rare) {
    const __m512i low_a = _mm512_loadu_si512(pokerbits_weights.low5);
    const __m512i low_b = _mm512_loadu_si512(pokerbits_weights.low5 + 16);
    const __m512i mid = _mm512_loadu_si512(pokerbits_weights.mid4);
    const __m512i top = _mm512_loadu_si512(pokerbits_weights.top4);
    const __m512i outside = _mm512_set1_epi64((long long)~0x1FFF1FFF1FFF1FFFULL);
    const __m512i four = _mm512_set1_epi64(4), three = _mm512_set1_epi64(3), two = _mm512_set1_epi64(2);
    const __m512i two_suited = _mm512_set1_epi16(2), three_suited = _mm512_set1_epi16(3);
    const __m512i evens = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i odds = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i entry = _mm512_set1_epi32(0xFFFF), zero = _mm512_setzero_si512();
    const __m512i board_slots = _mm512_set1_epi32((1 << 14) - 1), row_size = _mm512_set1_epi32(91);
    const __m512i one32 = _mm512_set1_epi32(1), two32 = _mm512_set1_epi32(2), three32 = _mm512_set1_epi32(3);
    const __m512i straight_flush = _mm512_set1_epi32(t->straight_flush);
    /* the column of ranks a <= b is pair_base[a] + b (the pairs are numbered in order) */
    uint32_t pair_base[16] = {0};
    int a;
    for (a = 0; a < 13; a++)
        pair_base[a] = t->pair_column[13 * a + a] - a;
    const __m512i pair_bases = _mm512_loadu_si512(pair_base);
    Py_ssize_t i;
    int rares = 0, k;
    for (i = start; i < stop; i += 16) {
        __m512i h0 = _mm512_loadu_si512(holes + i), h1 = _mm512_loadu_si512(holes + i + 8);
        __m512i b0 = _mm512_loadu_si512(boards + i), b1 = _mm512_loadu_si512(boards + i + 8);
        /* every deal valid: 4 to 6 hole cards, 3 to 5 board cards, none outside the deck or in both */
        __m512i n0 = _mm512_popcnt_epi64(h0), n1 = _mm512_popcnt_epi64(h1);
        __mmask8 fine0 = _mm512_testn_epi64_mask(_mm512_or_si512(h0, b0), outside)
                         & _mm512_testn_epi64_mask(h0, b0)
                         & _mm512_cmple_epu64_mask(_mm512_sub_epi64(n0, four), two)
                         & _mm512_cmple_epu64_mask(_mm512_sub_epi64(_mm512_popcnt_epi64(b0), three), two);
        __mmask8 fine1 = _mm512_testn_epi64_mask(_mm512_or_si512(h1, b1), outside)
                         & _mm512_testn_epi64_mask(h1, b1)
                         & _mm512_cmple_epu64_mask(_mm512_sub_epi64(n1, four), two)
                         & _mm512_cmple_epu64_mask(_mm512_sub_epi64(_mm512_popcnt_epi64(b1), three), two);
        if (_mm512_kunpackb(fine1, fine0) != 0xFFFF)
            break;
        __m512i values;
        if (t->low_values != NULL) {
            /* eight-or-better: the ranks A..8 of the hole (high byte) and of the board, the ace
               turned low */
            __m512i hole = pokerbits_avx512_lows(pokerbits_avx512_ranks(h0), pokerbits_avx512_ranks(h1));
            __m512i board = pokerbits_avx512_lows(pokerbits_avx512_ranks(b0), pokerbits_avx512_ranks(b1));
            hole = _mm512_or_si512(_mm512_slli_epi32(hole, 1), _mm512_srli_epi32(hole, 12));
            board = _mm512_or_si512(_mm512_slli_epi32(board, 1), _mm512_srli_epi32(board, 12));
            __m512i cell = _mm512_or_si512(_mm512_slli_epi32(_mm512_and_si512(hole, _mm512_set1_epi32(0xFF)), 8),
                                           _mm512_and_si512(board, _mm512_set1_epi32(0xFF)));
            values = _mm512_and_si512(_mm512_i32gather_epi32(cell, t->low_values, 1), _mm512_set1_epi32(0xFF));
        } else {
            /* a suit of two hole cards and three board cards or more: a flush may count */
            __mmask32 s0 = _mm512_cmpge_epu16_mask(_mm512_popcnt_epi16(h0), two_suited)
                           & _mm512_cmpge_epu16_mask(_mm512_popcnt_epi16(b0), three_suited);
            __mmask32 s1 = _mm512_cmpge_epu16_mask(_mm512_popcnt_epi16(h1), two_suited)
                           & _mm512_cmpge_epu16_mask(_mm512_popcnt_epi16(b1), three_suited);
            __m512i m0 = _mm512_movm_epi16(s0), m1 = _mm512_movm_epi16(s1);   /* all ones in those suits */
            __mmask16 rare = _mm512_kunpackb(_mm512_test_epi64_mask(m1, m1), _mm512_test_epi64_mask(m0, m0));
            __m512i flush = zero;
            if (rare) {
                /* that suit's ranks (one suit at most: a board holds five cards), in the hole and on
                   the board; a straight flush among them is the scalar kernel's to find (the deal
                   stays rare), else the two highest hole ranks and the three highest board ranks
                   make the best flush (omaha.pxd, omaha_suited_best) */
                __m512i hole = pokerbits_avx512_lows(pokerbits_avx512_ranks(_mm512_maskz_mov_epi16(s0, h0)),
                                                     pokerbits_avx512_ranks(_mm512_maskz_mov_epi16(s1, h1)));
                __m512i board = pokerbits_avx512_lows(pokerbits_avx512_ranks(_mm512_maskz_mov_epi16(s0, b0)),
                                                      pokerbits_avx512_ranks(_mm512_maskz_mov_epi16(s1, b1)));
                __m512i all = _mm512_mask_i32gather_epi32(zero, rare, _mm512_or_si512(hole, board), t->flush_values, 2);
                __mmask16 straight = _mm512_mask_cmpgt_epi32_mask(rare, _mm512_and_si512(all, entry), straight_flush);
                for (k = 0; k < 4; k++)   /* up to six hole ranks: the lowest off, down to two */
                    hole = _mm512_mask_and_epi32(hole, _mm512_cmpgt_epi32_mask(_mm512_popcnt_epi32(hole), two32),
                                                 hole, _mm512_sub_epi32(hole, one32));
                for (k = 0; k < 2; k++)   /* up to five board ranks, down to three */
                    board = _mm512_mask_and_epi32(board, _mm512_cmpgt_epi32_mask(_mm512_popcnt_epi32(board), three32),
                                                  board, _mm512_sub_epi32(board, one32));
                flush = _mm512_and_si512(_mm512_mask_i32gather_epi32(
                    zero, rare & ~straight, _mm512_or_si512(hole, board), t->flush_values, 2), entry);
                rare = straight;
            }
            /* the board's row: its rank key through the board hash */
            __m512i w0 = pokerbits_avx512_weights(b0, low_a, low_b, mid, top);
            __m512i w1 = pokerbits_avx512_weights(b1, low_a, low_b, mid, top);
            __m512i keys = _mm512_add_epi32(_mm512_permutex2var_epi32(w0, evens, w1),
                                            _mm512_permutex2var_epi32(w0, odds, w1));
            __m512i moved = _mm512_i32gather_epi32(_mm512_srli_epi32(keys, 20), t->board_displace, 2);
            __m512i slot = _mm512_and_si512(_mm512_ternarylogic_epi32(keys, moved, entry, 0x78), board_slots);
            __m512i row = _mm512_mullo_epi32(_mm512_and_si512(_mm512_i32gather_epi32(slot, t->board_row, 2), entry),
                                             row_size);
            /* the hole's ranks, lowest card first (0 past a hand's last card: its pairs are not read) */
            __m512i rank[6], count = pokerbits_avx512_lows(n0, n1);
            int j, most = 4 + (_mm512_cmpgt_epi32_mask(count, _mm512_set1_epi32(4)) != 0)
                             + (_mm512_cmpgt_epi32_mask(count, _mm512_set1_epi32(5)) != 0);
            for (k = 0; k < most; k++)
                rank[k] = pokerbits_avx512_lows(pokerbits_avx512_next_rank(&h0), pokerbits_avx512_next_rank(&h1));
            values = flush;   /* it beats the ranks' best or equals it: a max */
            for (k = 1; k < most; k++) {
                __mmask16 held = _mm512_cmpgt_epi32_mask(count, _mm512_set1_epi32(k));
                for (j = 0; j < k; j++) {
                    __m512i column = _mm512_add_epi32(
                        _mm512_permutexvar_epi32(_mm512_min_epu32(rank[j], rank[k]), pair_bases),
                        _mm512_max_epu32(rank[j], rank[k]));
                    __m512i cell = _mm512_mask_i32gather_epi32(zero, held, _mm512_add_epi32(row, column),
                                                               t->board_pair_value, 2);
                    values = _mm512_max_epi32(values, _mm512_and_si512(cell, entry));
                }
            }
            _mm512_storeu_si512(rare_at + rares, _mm512_maskz_compress_epi32(
                rare, _mm512_add_epi32(_mm512_set1_epi32((int)(i - start)), lanes)));
            rares += __builtin_popcount(rare);
        }
        _mm512_storeu_si512(out + i, values);
    }
    *n_rare = rares;
    return i;
}

static Py_ssize_t pokerbits_avx512_omaha(const uint64_t* holes, const uint64_t* boards, int32_t* out,
                                         Py_ssize_t start, Py_ssize_t stop, const pokerbits_wide_omaha* t) {
    return pokerbits_omaha_blocks(pokerbits_avx512_omaha_block, 16, holes, boards, out, start, stop, t);
}
