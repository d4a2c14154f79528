/* The AVX-512 path of the keyed batch loop (see wide.h): 16 hands a step, in two registers of 8
 * card sets. Needs AVX-512 F, BW, BITALG (a popcount per suit) and VPOPCNTDQ (a popcount per card
 * set). */
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

/* The block loop (see pokerbits_wide_block), for a system whose flushes are `flush`. */
__attribute__((always_inline)) POKERBITS_AVX512 static inline Py_ssize_t pokerbits_avx512_loop(
        const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop, const pokerbits_wide_lookup* t,
        uint32_t* rare_at, int* n_rare, const int flush) {
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
    Py_ssize_t i;
    int rares = 0;
    for (i = start; i < stop; i += 16) {
        __m512i x0 = _mm512_loadu_si512(card_sets + i), x1 = _mm512_loadu_si512(card_sets + i + 8);
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
        /* the hash: a 32-bit gather at a 16-bit entry holds the next entry above it (the tables
           have one entry more than their slots); 0x78 is a ^ (b & c) */
        __m512i moved = _mm512_i32gather_epi32(_mm512_srli_epi32(keys, 18), displace, 2);
        __m512i slot = _mm512_and_si512(_mm512_ternarylogic_epi32(keys, moved, entry, 0x78), slot_mask);
        __m512i values = _mm512_i32gather_epi32(slot, slot_values, 2);
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
                values = _mm512_mask_i32gather_epi32(values, flushes, ranks, flush_values, 2);
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

#define POKERBITS_AVX512_BLOCK(name, flush)                                                                   \
    POKERBITS_AVX512 static Py_ssize_t name(const uint64_t* card_sets, int32_t* out, Py_ssize_t start,         \
                                            Py_ssize_t stop, const pokerbits_wide_lookup* t, uint32_t* rare_at, \
                                            int* n_rare) {                                                    \
        return pokerbits_avx512_loop(card_sets, out, start, stop, t, rare_at, n_rare, flush);                 \
    }
POKERBITS_AVX512_BLOCK(pokerbits_avx512_flush_table, POKERBITS_FLUSH_TABLE)
POKERBITS_AVX512_BLOCK(pokerbits_avx512_flush_rare, POKERBITS_FLUSH_RARE)
POKERBITS_AVX512_BLOCK(pokerbits_avx512_flush_ignored, POKERBITS_FLUSH_IGNORED)

static Py_ssize_t pokerbits_avx512_range(const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                         const pokerbits_wide_lookup* t) {
    pokerbits_wide_block block = t->flush == POKERBITS_FLUSH_TABLE  ? pokerbits_avx512_flush_table
                                 : t->flush == POKERBITS_FLUSH_RARE ? pokerbits_avx512_flush_rare
                                                                    : pokerbits_avx512_flush_ignored;
    return pokerbits_wide_blocks(block, 16, card_sets, out, start, stop, t);
}
