package urlpattern

// csState is a state of the constructor string parser.
type csState uint8

const (
	csInit csState = iota
	csProtocol
	csAuthority
	csUsername
	csPassword
	csHostname
	csPort
	csPathname
	csSearch
	csHash
	csDone
)

// component returns the component a state fills, or -1.
func (s csState) component() int {
	switch s {
	case csProtocol:
		return cProtocol
	case csUsername:
		return cUsername
	case csPassword:
		return cPassword
	case csHostname:
		return cHostname
	case csPort:
		return cPort
	case csPathname:
		return cPathname
	case csSearch:
		return cSearch
	case csHash:
		return cHash
	}
	return -1
}

// constructorParser is the standard's constructor string parser.
type constructorParser struct {
	input          string
	tokens         []token
	result         Init
	componentStart int
	index          int
	increment      int
	groupDepth     int
	ipv6Depth      int
	special        bool
	state          csState
	values         [numComponents]string // the strings result points to
}

// parseConstructorString implements "parse a constructor string".
func parseConstructorString(input string) (Init, error) {
	toks, _ := tokenize(input, true) // lenient: no error
	p := constructorParser{input: input, tokens: toks}
	for p.index < len(p.tokens) {
		p.increment = 1
		if p.tokens[p.index].typ == tokEnd {
			if p.state == csInit {
				p.rewind()
				switch {
				case p.isHashPrefix():
					p.changeState(csHash, 1)
				case p.isSearchPrefix():
					p.changeState(csSearch, 1)
				default:
					p.changeState(csPathname, 0)
				}
				p.index += p.increment
				continue
			}
			if p.state == csAuthority {
				p.rewindAndSetState(csHostname)
				p.index += p.increment
				continue
			}
			p.changeState(csDone, 0)
			break
		}
		if p.tokens[p.index].typ == tokOpen {
			p.groupDepth++
			p.index += p.increment
			continue
		}
		if p.groupDepth > 0 {
			if p.tokens[p.index].typ == tokClose {
				p.groupDepth--
			} else {
				p.index += p.increment
				continue
			}
		}
		switch p.state {
		case csInit:
			if p.isNonSpecial(p.index, ":") {
				p.rewindAndSetState(csProtocol)
			}
		case csProtocol:
			if p.isNonSpecial(p.index, ":") {
				if err := p.computeSpecial(); err != nil {
					return Init{}, err
				}
				next, skip := csPathname, 1
				if p.isNonSpecial(p.index+1, "/") && p.isNonSpecial(p.index+2, "/") {
					next, skip = csAuthority, 3
				} else if p.special {
					next = csAuthority
				}
				p.changeState(next, skip)
			}
		case csAuthority:
			if p.isNonSpecial(p.index, "@") {
				p.rewindAndSetState(csUsername)
			} else if p.isNonSpecial(p.index, "/") || p.isSearchPrefix() || p.isHashPrefix() {
				p.rewindAndSetState(csHostname)
			}
		case csUsername:
			if p.isNonSpecial(p.index, ":") {
				p.changeState(csPassword, 1)
			} else if p.isNonSpecial(p.index, "@") {
				p.changeState(csHostname, 1)
			}
		case csPassword:
			if p.isNonSpecial(p.index, "@") {
				p.changeState(csHostname, 1)
			}
		case csHostname:
			switch {
			case p.isNonSpecial(p.index, "["):
				p.ipv6Depth++
			case p.isNonSpecial(p.index, "]"):
				p.ipv6Depth--
			case p.isNonSpecial(p.index, ":") && p.ipv6Depth == 0:
				p.changeState(csPort, 1)
			case p.isNonSpecial(p.index, "/"):
				p.changeState(csPathname, 0)
			case p.isSearchPrefix():
				p.changeState(csSearch, 1)
			case p.isHashPrefix():
				p.changeState(csHash, 1)
			}
		case csPort:
			switch {
			case p.isNonSpecial(p.index, "/"):
				p.changeState(csPathname, 0)
			case p.isSearchPrefix():
				p.changeState(csSearch, 1)
			case p.isHashPrefix():
				p.changeState(csHash, 1)
			}
		case csPathname:
			switch {
			case p.isSearchPrefix():
				p.changeState(csSearch, 1)
			case p.isHashPrefix():
				p.changeState(csHash, 1)
			}
		case csSearch:
			if p.isHashPrefix() {
				p.changeState(csHash, 1)
			}
		}
		p.index += p.increment
	}
	if p.result.Hostname != nil && p.result.Port == nil {
		p.result.Port = &p.values[cPort] // ""
	}
	return p.result, nil
}

func (p *constructorParser) changeState(next csState, skip int) {
	f := p.result.fields()
	if c := p.state.component(); c >= 0 {
		p.values[c] = p.componentString()
		*f[c] = &p.values[c]
	}
	if p.state != csInit && next != csDone {
		early := p.state == csProtocol || p.state == csAuthority || p.state == csUsername || p.state == csPassword
		if early && (next == csPort || next == csPathname || next == csSearch || next == csHash) && p.result.Hostname == nil {
			p.result.Hostname = &p.values[cHostname] // ""
		}
		if (early || p.state == csHostname || p.state == csPort) && (next == csSearch || next == csHash) && p.result.Pathname == nil {
			if p.special {
				p.values[cPathname] = "/"
			}
			p.result.Pathname = &p.values[cPathname]
		}
		if (early || p.state == csHostname || p.state == csPort || p.state == csPathname) && next == csHash && p.result.Search == nil {
			p.result.Search = &p.values[cSearch] // ""
		}
	}
	p.state = next
	p.index += skip
	p.componentStart = p.index
	p.increment = 0
}

func (p *constructorParser) rewind() {
	p.index = p.componentStart
	p.increment = 0
}

func (p *constructorParser) rewindAndSetState(s csState) {
	p.rewind()
	p.state = s
}

func (p *constructorParser) safeToken(i int) *token {
	if i < len(p.tokens) {
		return &p.tokens[i]
	}
	return &p.tokens[len(p.tokens)-1]
}

// isNonSpecial implements "is a non-special pattern char".
func (p *constructorParser) isNonSpecial(i int, value string) bool {
	t := p.safeToken(i)
	if t.value != value {
		return false
	}
	return t.typ == tokChar || t.typ == tokEscapedChar || t.typ == tokInvalidChar
}

func (p *constructorParser) isSearchPrefix() bool {
	if p.isNonSpecial(p.index, "?") {
		return true
	}
	if p.tokens[p.index].value != "?" {
		return false
	}
	if p.index == 0 {
		return true
	}
	switch p.safeToken(p.index - 1).typ {
	case tokName, tokRegexp, tokClose, tokAsterisk:
		return false
	}
	return true
}

func (p *constructorParser) isHashPrefix() bool { return p.isNonSpecial(p.index, "#") }

// componentString implements "make a component string".
func (p *constructorParser) componentString() string {
	t := p.tokens[p.index]
	start := p.safeToken(p.componentStart).index
	return p.input[start:t.index]
}

// computeSpecial implements "compute protocol matches a special scheme
// flag".
func (p *constructorParser) computeSpecial() error {
	s := p.componentString()
	if s != "" && 'a' <= s[0] && s[0] <= 'z' && keepScheme.all(s) {
		// Fixed text that is its own canonical form.
		p.special = isSpecialScheme(s)
		return nil
	}
	c, err := compileComponent(cProtocol, s, canonProtocol, defaultOptions)
	if err != nil {
		return err
	}
	p.special = c.matchesSpecialScheme()
	return nil
}
