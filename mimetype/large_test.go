package mimetype

import (
	"strconv"
	"strings"
	"testing"
)

// TestLarge runs inputs with many parameters and long values, which take
// linear time: a quadratic search for duplicate names would not finish.
func TestLarge(t *testing.T) {
	const n = 100_000
	var b strings.Builder
	b.WriteString("a/b")
	for i := range n {
		b.WriteString("; P" + strconv.Itoa(i) + "=v")
	}
	for i := range n {
		b.WriteString(";p" + strconv.Itoa(i) + "=w")
	}
	m, err := Parse(b.String())
	if err != nil {
		t.Fatal(err)
	}
	if m.NumParams() != n {
		t.Errorf("NumParams() = %d; want %d", m.NumParams(), n)
	}
	if v, _ := m.Param("p99999"); v != "v" {
		t.Errorf("Param(p99999) = %q; want v", v)
	}

	long := strings.Repeat(`a\"`, n)
	m, err = Parse(`a/b;x="` + long + `";y=1`)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := m.Param("x"); v != strings.Repeat(`a"`, n) {
		t.Errorf("Param(x) has %d bytes; want %d", len(v), 2*n)
	}

	values := make([]string, n)
	for i := range values {
		values[i] = `text/html;x="` + strconv.Itoa(i)
	}
	values[0] = "text/html;charset=gbk"
	if m, err := Extract(values); err != nil || m.NumParams() != 2 || m.Encoding() != "GBK" {
		t.Errorf("Extract of %d values: %v, %v; want text/html with x and charset", n, m.NumParams(), err)
	}
}
