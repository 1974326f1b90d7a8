package main

// minimize shrinks the string members of r while cause(r) stays want: it
// removes runs of code points, halving the run length down to one, then
// lowers upper-case ASCII letters and replaces each non-ASCII code point
// by "a" where that keeps the cause. It stops after maxTries calls of cause.
// cause reports errors through its second result; the first stops the
// search and is returned with the smallest request found so far.
func minimize(r request, want string, maxTries int, cause func(request) (string, error)) (request, error) {
	best := r.clone()
	tries := 0
	holds := func(c request) (bool, error) {
		if tries >= maxTries {
			return false, nil
		}
		tries++
		got, err := cause(c)
		return err == nil && got == want, err
	}
	for fi := range best.fields() {
		if *best.fields()[fi] == nil {
			continue
		}
		s := []rune(**best.fields()[fi])
		try := func(t []rune) (bool, error) {
			c := best.clone()
			*c.fields()[fi] = str(string(t))
			ok, err := holds(c)
			if ok {
				best = c
				s = t
			}
			return ok, err
		}
		for size := len(s) / 2; size >= 1; size /= 2 {
			for i := 0; i+size <= len(s); {
				t := append(append([]rune{}, s[:i]...), s[i+size:]...)
				ok, err := try(t)
				if err != nil {
					return best, err
				}
				if !ok {
					i += size
				}
			}
		}
		for i := range s {
			t := append([]rune{}, s...)
			switch {
			case s[i] >= 'A' && s[i] <= 'Z':
				t[i] = s[i] + 'a' - 'A'
			case s[i] >= 0x80:
				t[i] = 'a'
			default:
				continue
			}
			if _, err := try(t); err != nil {
				return best, err
			}
		}
	}
	return best, nil
}
