package dataurl

import (
	"testing"

	"github.com/weburl/url/internal/doccheck"
)

// TestDocAndExamples checks that every exported identifier has a doc
// comment and every exported function and method a runnable example (an
// Example function with an Output comment, named after it or calling it).
func TestDocAndExamples(t *testing.T) {
	doccheck.Check(t, ".", "github.com/weburl/url/dataurl")
}
