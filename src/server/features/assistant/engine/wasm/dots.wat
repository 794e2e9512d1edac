;; Dot products of one query with many rows of a table (decision 091): the closest examples' vote (rows of sentence
;; meanings at one byte a number, the query at two bytes a number, `dims` a multiple of 16, sixteen numbers a step),
;; and the meaning part of the intent model's scores (rows of float32 weights, one a class, `dims` a multiple of 4),
;; read and moved by the training's steps.
;; With WebAssembly's 128-bit lanes: in plain JavaScript these scans were most of a reply's time with 1,000 entries.
;; Compiled to dots.wasm by `npm run build:wasm`.
(module
  (memory (export "memory") 1)
  ;; For rows `first` to `first + count - 1` (each `dims` bytes from `rows`), the dot product with the query (`dims`
  ;; int16s at `query`), written as int32s from `out`.
  (func (export "dots") (param $query i32) (param $rows i32) (param $count i32) (param $dims i32) (param $out i32)
    (local $row i32) (local $end i32) (local $i i32) (local $acc v128) (local $bytes v128) (local $q i32)
    (local.set $row (local.get $rows))
    (local.set $end (i32.add (local.get $out) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $out) (local.get $end)))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (local.set $i (i32.const 0))
        (local.set $q (local.get $query))
        (loop $numbers
          (local.set $bytes (v128.load (i32.add (local.get $row) (local.get $i))))
          (local.set $acc
            (i32x4.add
              (local.get $acc)
              (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $bytes)) (v128.load (local.get $q)))))
          (local.set $acc
            (i32x4.add
              (local.get $acc)
              (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $bytes)) (v128.load offset=16 (local.get $q)))))
          (local.set $q (i32.add (local.get $q) (i32.const 32)))
          (local.set $i (i32.add (local.get $i) (i32.const 16)))
          (br_if $numbers (i32.lt_u (local.get $i) (local.get $dims))))
        (i32.store
          (local.get $out)
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
            (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
        (local.set $row (i32.add (local.get $row) (local.get $dims)))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (br $rows))))
  ;; For `count` rows of `dims` float32s from `rows`, the dot product with the query (`dims` float32s at `query`),
  ;; written as float32s from `out`.
  (func (export "floatDots") (param $query i32) (param $rows i32) (param $count i32) (param $dims i32) (param $out i32)
    (local $row i32) (local $end i32) (local $i i32) (local $bytes i32) (local $acc v128)
    (local.set $row (local.get $rows))
    (local.set $bytes (i32.shl (local.get $dims) (i32.const 2)))
    (local.set $end (i32.add (local.get $out) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $out) (local.get $end)))
        (local.set $acc (v128.const f32x4 0 0 0 0))
        (local.set $i (i32.const 0))
        (loop $numbers
          (local.set $acc
            (f32x4.add
              (local.get $acc)
              (f32x4.mul
                (v128.load (i32.add (local.get $row) (local.get $i)))
                (v128.load (i32.add (local.get $query) (local.get $i))))))
          (local.set $i (i32.add (local.get $i) (i32.const 16)))
          (br_if $numbers (i32.lt_u (local.get $i) (local.get $bytes))))
        (f32.store
          (local.get $out)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $acc)) (f32x4.extract_lane 1 (local.get $acc)))
            (f32.add (f32x4.extract_lane 2 (local.get $acc)) (f32x4.extract_lane 3 (local.get $acc)))))
        (local.set $row (i32.add (local.get $row) (local.get $bytes)))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (br $rows))))
  ;; `dims` float32s from `target` less `factor` times the `dims` from `source`, in place (`dims` a multiple of 4): a
  ;; training step moving a class's meaning weights against its gradient.
  (func (export "subtractScaled") (param $target i32) (param $source i32) (param $dims i32) (param $factor f32)
    (local $i i32) (local $bytes i32) (local $times v128)
    (local.set $bytes (i32.shl (local.get $dims) (i32.const 2)))
    (local.set $times (f32x4.splat (local.get $factor)))
    (block $done
      (loop $numbers
        (br_if $done (i32.ge_u (local.get $i) (local.get $bytes)))
        (v128.store
          (i32.add (local.get $target) (local.get $i))
          (f32x4.sub
            (v128.load (i32.add (local.get $target) (local.get $i)))
            (f32x4.mul (local.get $times) (v128.load (i32.add (local.get $source) (local.get $i))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $numbers)))))
