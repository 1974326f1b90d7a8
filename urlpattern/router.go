package urlpattern

import (
	"slices"

	"github.com/weburl/url"
)

// Order is the order in which a Router tries its patterns.
type Order uint8

const (
	// RegistrationOrder answers with the first pattern added that matches.
	RegistrationOrder Order = iota
	// SpecificityOrder answers with the most specific pattern that
	// matches: patterns are ordered by CompareComponent on protocol,
	// username, password, hostname, port, pathname, search and hash in
	// turn, the first component that differs deciding; equally specific
	// patterns keep the order in which they were added.
	SpecificityOrder
)

// A Router matches a URL against many patterns at once and answers with
// the value added with the first one that matches, in its Order. It
// compiles the patterns once into a prefix tree on the fixed text that
// starts their pathnames, so a match tries only the patterns whose fixed
// text the URL's pathname starts with, not all of them; the URL is parsed
// once.
//
// Add must not be called concurrently with other methods; Match and
// Lookup are safe for concurrent use.
type Router[T any] struct {
	order    Order
	patterns []*Pattern
	values   []T
	rank     []int // rank[i]: position of pattern i in the order
	sorted   []int // pattern indices in specificity order
	root     trieNode
}

// NewRouter returns an empty Router that answers in the given order.
func NewRouter[T any](order Order) *Router[T] {
	return &Router[T]{order: order}
}

// Len returns the number of patterns added.
func (r *Router[T]) Len() int { return len(r.patterns) }

// Add adds a pattern and the value to answer with when it matches.
func (r *Router[T]) Add(p *Pattern, value T) {
	i := len(r.patterns)
	r.patterns = append(r.patterns, p)
	r.values = append(r.values, value)
	r.root.insert(literalPrefix(p.comps[cPathname]), i)
	if r.order == RegistrationOrder {
		r.rank = append(r.rank, i)
		return
	}
	// Insert after every pattern at least as specific.
	at, _ := slices.BinarySearchFunc(r.sorted, i, func(j, _ int) int {
		if compareSpecificity(r.patterns[j], p) >= 0 {
			return -1
		}
		return 1
	})
	r.sorted = slices.Insert(r.sorted, at, i)
	r.rank = append(r.rank, 0)
	for k, j := range r.sorted {
		r.rank[j] = k
	}
}

// compareSpecificity compares all components in turn.
func compareSpecificity(a, b *Pattern) int {
	for c := range numComponents {
		if r, _ := CompareComponent(componentNames[c], a, b); r != 0 {
			return r
		}
	}
	return 0
}

// literalPrefix returns the fixed text every pathname the component
// matches starts with, as far as the parts make it plain.
func literalPrefix(c *component) string {
	if c.opts.ignoreCase {
		return ""
	}
	prefix := ""
	for _, pt := range c.parts {
		if pt.modifier != modNone {
			break
		}
		if pt.typ != partFixed {
			prefix += pt.prefix
			break
		}
		prefix += pt.value
	}
	return prefix
}

// Match matches the URL input, parsed against baseURL if one is given,
// and returns the value of the first pattern that matches (in the
// Router's order) with its result. ok is false when none matches or the
// input does not parse.
func (r *Router[T]) Match(input string, baseURL ...string) (value T, result *Result, ok bool) {
	u, parsed := parseInput(input, baseURL)
	if !parsed {
		return value, nil, false
	}
	v := urlValues(u)
	i := r.find(&v)
	if i < 0 {
		return value, nil, false
	}
	res := r.patterns[i].exec(&v)
	res.u = u
	res.Inputs = append(append(res.Inputs, input), baseURL...)
	return r.values[i], res, true
}

// MatchURL is Match for a parsed URL.
func (r *Router[T]) MatchURL(u *url.URL) (value T, result *Result, ok bool) {
	v := urlValues(u)
	i := r.find(&v)
	if i < 0 {
		return value, nil, false
	}
	res := r.patterns[i].exec(&v)
	res.u = copyURL(u)
	res.Inputs = append(res.Inputs, res.u.Href())
	return r.values[i], res, true
}

// MatchTo is Match into a Result the caller keeps, as Pattern.ExecTo
// does: it sets res only when a pattern matches, reusing its memory.
func (r *Router[T]) MatchTo(res *Result, input string, baseURL ...string) (value T, ok bool) {
	u, parsed := parseInput(input, baseURL)
	if !parsed {
		return value, false
	}
	v := urlValues(u)
	i := r.find(&v)
	if i < 0 || !r.patterns[i].execTo(res, u, &v, input, baseURL) {
		return value, false
	}
	return r.values[i], true
}

// Lookup is Match without the groups: it does not allocate beyond parsing
// the URL.
func (r *Router[T]) Lookup(input string, baseURL ...string) (value T, ok bool) {
	u, parsed := parseInput(input, baseURL)
	if !parsed {
		return value, false
	}
	v := urlValues(u)
	if i := r.find(&v); i >= 0 {
		return r.values[i], true
	}
	return value, false
}

// find returns the index of the first matching pattern, or -1.
func (r *Router[T]) find(v *values) int {
	var buf [64]int
	cand := r.root.collect(v[cPathname], buf[:0])
	if len(cand) == 0 {
		return -1
	}
	// Candidates come node by node; order them by rank.
	slices.SortFunc(cand, func(a, b int) int { return r.rank[a] - r.rank[b] })
	for _, i := range cand {
		if r.patterns[i].test(v) {
			return i
		}
	}
	return -1
}

// trieNode is a node of a radix tree on pathname prefixes.
type trieNode struct {
	prefix   string // the edge label leading to this node
	items    []int  // patterns whose prefix ends here
	children []*trieNode
}

func (n *trieNode) insert(key string, item int) {
	for {
		if key == "" {
			n.items = append(n.items, item)
			return
		}
		var child *trieNode
		for _, c := range n.children {
			if c.prefix[0] == key[0] {
				child = c
				break
			}
		}
		if child == nil {
			n.children = append(n.children, &trieNode{prefix: key, items: []int{item}})
			return
		}
		common := 0
		for common < len(key) && common < len(child.prefix) && key[common] == child.prefix[common] {
			common++
		}
		if common < len(child.prefix) {
			// Split the edge.
			split := &trieNode{prefix: child.prefix[common:], items: child.items, children: child.children}
			child.prefix = child.prefix[:common]
			child.items = nil
			child.children = []*trieNode{split}
		}
		n = child
		key = key[common:]
	}
}

// collect appends the items of every node whose prefix s starts with.
func (n *trieNode) collect(s string, out []int) []int {
	for {
		out = append(out, n.items...)
		if s == "" {
			return out
		}
		var next *trieNode
		for _, c := range n.children {
			if c.prefix[0] == s[0] {
				next = c
				break
			}
		}
		if next == nil || len(s) < len(next.prefix) || s[:len(next.prefix)] != next.prefix {
			return out
		}
		s = s[len(next.prefix):]
		n = next
	}
}
