package main

// bom is the UTF-8 byte order mark, which is dropped at the very start of
// the input, and only there: anywhere else it is part of a line.
const bom = "\xef\xbb\xbf"

// maxLine is the longest line weburl jsonl and the list commands accept,
// in bytes, without its line ending. Tests lower it.
var maxLine = 64 << 20
