export function Footer({ shopName }: { shopName: string }) {
  return (
    <footer className="site-footer">
      <p>
        © {shopName}. Prices in US dollars. <a href="/shop/">Shop</a> · <a href="/cart/">Cart</a>
      </p>
    </footer>
  );
}
