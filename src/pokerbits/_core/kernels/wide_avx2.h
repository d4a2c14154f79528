/* The AVX2 path of the keyed batch loop (see wide.h): 8 hands a step, in two registers of 4 card
 * sets. */
#include <immintrin.h>

#define POKERBITS_AVX2 __attribute__((target("avx2,popcnt")))

/* The rank weights of the card sets of x, two suits in each 32-bit half (see the AVX-512 path):
 * vpermd reads the low 3 bits of an index, so a 13-bit mask takes five lookups (ranks 0-2, 3-5,
 * 6-8, 9-11, 12), in the tables of pokerbits_weights.chunk3. */
POKERBITS_AVX2 static inline __m256i pokerbits_avx2_weights(__m256i x, const __m256i* chunk) {
    __m256i sum = _mm256_add_epi32(_mm256_permutevar8x32_epi32(chunk[0], x),
                                   _mm256_permutevar8x32_epi32(chunk[0], _mm256_srli_epi32(x, 16)));
    int c;
    for (c = 1; c < 5; c++)
        sum = _mm256_add_epi32(sum, _mm256_add_epi32(
            _mm256_permutevar8x32_epi32(chunk[c], _mm256_srli_epi32(x, 3 * c)),
            _mm256_permutevar8x32_epi32(chunk[c], _mm256_srli_epi32(x, 16 + 3 * c))));
    return sum;
}

/* The low 32 bits of each card set of two registers, in one: hands 0, 1, 4, 5, 2, 3, 6, 7. */
POKERBITS_AVX2 static inline __m256i pokerbits_avx2_lows(__m256i a, __m256i b) {
    return _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), 0x88));
}

/* The high 32 bits, the same way. */
POKERBITS_AVX2 static inline __m256i pokerbits_avx2_highs(__m256i a, __m256i b) {
    return _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), 0xDD));
}

/* A bit per card set of x (4): whether its 64-bit lane of `lanes` is all ones. */
POKERBITS_AVX2 static inline int pokerbits_avx2_bits(__m256i lanes) {
    return _mm256_movemask_pd(_mm256_castsi256_pd(lanes));
}

/* Cards per byte of the card sets of x. */
POKERBITS_AVX2 static inline __m256i pokerbits_avx2_byte_counts(__m256i x) {
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    const __m256i nibble_count = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                                  0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    return _mm256_add_epi8(_mm256_shuffle_epi8(nibble_count, _mm256_and_si256(x, nibble)),
                           _mm256_shuffle_epi8(nibble_count, _mm256_and_si256(_mm256_srli_epi16(x, 4), nibble)));
}

/* A bit per card set of x: no card outside the deck (outside: its complement) and more than 4
 * cards, but fewer than `beyond`. */
POKERBITS_AVX2 static inline int pokerbits_avx2_within(__m256i x, __m256i count, __m256i outside, __m256i beyond) {
    const __m256i zero = _mm256_setzero_si256(), four = _mm256_set1_epi64x(4);
    __m256i fine = _mm256_andnot_si256(_mm256_cmpgt_epi64(count, _mm256_sub_epi64(beyond, _mm256_set1_epi64x(1))),
                                       _mm256_cmpeq_epi64(_mm256_and_si256(x, outside), zero));
    return pokerbits_avx2_bits(_mm256_and_si256(fine, _mm256_cmpgt_epi64(count, four)));
}

/* The block loop (see pokerbits_wide_block), for a system whose flushes are `flush`. */
__attribute__((always_inline)) POKERBITS_AVX2 static inline Py_ssize_t pokerbits_avx2_loop(
        const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop, const pokerbits_wide_lookup* t,
        uint32_t* rare_at, int* n_rare, const int flush) {
    __m256i chunk[5];
    int c;
    for (c = 0; c < 5; c++)
        chunk[c] = _mm256_loadu_si256((const __m256i*)pokerbits_weights.chunk3[c]);
    const __m256i outside = _mm256_set1_epi64x((long long)~t->deck), zero = _mm256_setzero_si256();
    const __m256i eight = _mm256_set1_epi64x(8), beyond = _mm256_set1_epi64x(t->max_cards + 1);
    const __m256i ones = _mm256_set1_epi8(1), four_suited = _mm256_set1_epi16(4);
    const __m256i entry = _mm256_set1_epi32(0xFFFF), slot_mask = _mm256_set1_epi32(0x1FFFF);
    const __m256i rank_mask = _mm256_set1_epi32(0x1FFF), offset = _mm256_set1_epi32(t->offset);
    const __m256i in_order = _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7);   /* the lows' order undone */
    const int* displace = (const int*)t->displace;
    const int* slot_values = (const int*)t->slot_values;
    const int* flush_values = (const int*)t->flush_values;
    Py_ssize_t i;
    int rares = 0;
    for (i = start; i < stop; i += 8) {
        __m256i x0 = _mm256_loadu_si256((const __m256i*)(card_sets + i));
        __m256i x1 = _mm256_loadu_si256((const __m256i*)(card_sets + i + 4));
        __m256i bytes0 = pokerbits_avx2_byte_counts(x0), bytes1 = pokerbits_avx2_byte_counts(x1);
        __m256i count0 = _mm256_sad_epu8(bytes0, zero), count1 = _mm256_sad_epu8(bytes1, zero);
        /* plain hands: 5 to 7 cards; others must be valid (the step is the scalar loop's, else)
           and are rare */
        int rare = 0, plain = pokerbits_avx2_within(x0, count0, outside, eight)
                              | pokerbits_avx2_within(x1, count1, outside, eight) << 4;
        if (plain != 0xFF) {
            if ((pokerbits_avx2_within(x0, count0, outside, beyond)
                 | pokerbits_avx2_within(x1, count1, outside, beyond) << 4) != 0xFF)
                break;
            rare = ~plain & 0xFF;
        }
        /* the rank keys, one per 32-bit lane (hands 0, 1, 4, 5, 2, 3, 6, 7) */
        __m256i w0 = pokerbits_avx2_weights(x0, chunk), w1 = pokerbits_avx2_weights(x1, chunk);
        __m256i keys = _mm256_add_epi32(pokerbits_avx2_lows(w0, w1), pokerbits_avx2_highs(w0, w1));
        /* the hash (see the AVX-512 path) */
        __m256i moved = _mm256_i32gather_epi32(displace, _mm256_srli_epi32(keys, 18), 2);
        __m256i slot = _mm256_and_si256(_mm256_xor_si256(keys, _mm256_and_si256(moved, entry)), slot_mask);
        __m256i values = _mm256_i32gather_epi32(slot_values, slot, 2);
        if (flush != POKERBITS_FLUSH_IGNORED) {
            /* the suits of five cards or more (16-bit lanes: the sums of their bytes' counts) */
            __m256i f0 = _mm256_and_si256(x0, _mm256_cmpgt_epi16(_mm256_maddubs_epi16(bytes0, ones), four_suited));
            __m256i f1 = _mm256_and_si256(x1, _mm256_cmpgt_epi16(_mm256_maddubs_epi16(bytes1, ones), four_suited));
            __m256i none0 = _mm256_cmpeq_epi64(f0, zero), none1 = _mm256_cmpeq_epi64(f1, zero);
            int flushes = (pokerbits_avx2_bits(none0) | pokerbits_avx2_bits(none1) << 4) ^ 0xFF;
            if (flush == POKERBITS_FLUSH_RARE) {
                rare |= flushes;
            } else if (flushes) {
                __m256i ranks = _mm256_or_si256(pokerbits_avx2_lows(f0, f1), pokerbits_avx2_highs(f0, f1));
                ranks = _mm256_and_si256(_mm256_or_si256(ranks, _mm256_srli_epi32(ranks, 16)), rank_mask);
                __m256i take = _mm256_xor_si256(pokerbits_avx2_lows(none0, none1), _mm256_set1_epi32(-1));
                values = _mm256_mask_i32gather_epi32(values, flush_values, ranks, take, 2);
            }
        }
        values = _mm256_max_epi32(_mm256_sub_epi32(_mm256_and_si256(values, entry), offset), zero);
        values = _mm256_permutevar8x32_epi32(values, in_order);
        _mm256_storeu_si256((__m256i*)(out + i), values);
        while (rare) {
            rare_at[rares++] = (uint32_t)(i - start) + __builtin_ctz(rare);
            rare &= rare - 1;
        }
    }
    *n_rare = rares;
    return i;
}

#define POKERBITS_AVX2_BLOCK(name, flush)                                                                     \
    POKERBITS_AVX2 static Py_ssize_t name(const uint64_t* card_sets, int32_t* out, Py_ssize_t start,           \
                                          Py_ssize_t stop, const pokerbits_wide_lookup* t, uint32_t* rare_at,   \
                                          int* n_rare) {                                                      \
        return pokerbits_avx2_loop(card_sets, out, start, stop, t, rare_at, n_rare, flush);                   \
    }
POKERBITS_AVX2_BLOCK(pokerbits_avx2_flush_table, POKERBITS_FLUSH_TABLE)
POKERBITS_AVX2_BLOCK(pokerbits_avx2_flush_rare, POKERBITS_FLUSH_RARE)
POKERBITS_AVX2_BLOCK(pokerbits_avx2_flush_ignored, POKERBITS_FLUSH_IGNORED)

static Py_ssize_t pokerbits_avx2_range(const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                       const pokerbits_wide_lookup* t) {
    pokerbits_wide_block block = t->flush == POKERBITS_FLUSH_TABLE  ? pokerbits_avx2_flush_table
                                 : t->flush == POKERBITS_FLUSH_RARE ? pokerbits_avx2_flush_rare
                                                                    : pokerbits_avx2_flush_ignored;
    return pokerbits_wide_blocks(block, 8, card_sets, out, start, stop, t);
}
